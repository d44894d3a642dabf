import type { PageComponentProps } from '../../../theme/Root.js';
import { HomePage } from '../_shared/HomePage.js';

export const description = 'ArmKit 开发者文档：教程、插件 API、Lua 指令参考与界面组件参考。';

export default function Home({ site, docs }: PageComponentProps) {
  return (
    <HomePage
      site={site}
      docs={docs}
      text={{
        lead: '在 ArmStudio 中用 Lua 控制机械臂，用 TypeScript 与 React 组件扩展操作界面。',
        start: '开始使用',
        areas: [
          { docId: 'tutorials/environment', title: '教程', text: '搭建开发环境，安装工具包，从零做出第一个插件，再跟着示例控制夹爪、I/O 与 TCP 通信。' },
          { docId: 'api/blocky', title: 'API', text: '插件侧接口：图形化编程、命令行工具、快捷键、本地存储、调用 Lua 与脚本管理。' },
          { docId: 'components/Alert', title: '组件', text: '与 ArmStudio 风格一致的界面组件：按钮、输入框、滑块、状态灯、表格等。' },
          { docId: 'lua/grammer', title: 'Lua 指令', text: '脚本语言参考：语法、运动、I/O、工具坐标、托盘、TCP 与 Modbus 通信、碰撞检测。' },
        ],
      }}
    />
  );
}
