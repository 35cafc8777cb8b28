#!/usr/bin/env node
// The `hub-catalog` bin and `npm run catalog`: main.ts on this process's streams and environment.
import { main, processIo } from './main.js';

process.exitCode = await main(process.argv.slice(2), processIo());
