import type { PageComponentProps } from '../../../theme/Root.js';
import { HomePage } from '../_shared/HomePage.js';

export const description = 'ArmKit developer documentation: tutorials, the plugin API, the Lua command reference and the UI component reference.';

export default function Home({ site, docs }: PageComponentProps) {
  return (
    <HomePage
      site={site}
      docs={docs}
      text={{
        lead: 'Drive the arm from Lua on the controller, and extend ArmStudio’s interface with TypeScript and React components.',
        start: 'Get started',
        areas: [
          { docId: 'tutorials/environment', title: 'Tutorials', text: 'Set up your environment, install the toolkit, build a first plugin, then follow worked examples for grippers, I/O and TCP.' },
          { docId: 'api/blocky', title: 'API', text: 'The plugin-side interfaces: block programming, the command-line tool, hotkeys, local storage, calling Lua and managing scripts.' },
          { docId: 'components/Alert', title: 'Components', text: 'UI components that match ArmStudio: buttons, inputs, sliders, status lights, tables and more.' },
          { docId: 'lua/grammer', title: 'Lua commands', text: 'The scripting reference: grammar, motion, I/O, tool frames, pallets, TCP and Modbus, and the collision skin.' },
        ],
      }}
    />
  );
}
