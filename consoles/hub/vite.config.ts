import { consoleConfig } from '../vite.shared.js';

export default consoleConfig('hub');
