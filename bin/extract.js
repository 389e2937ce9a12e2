#!/usr/bin/env node
import { launch } from './run.js';
await launch('extract');
