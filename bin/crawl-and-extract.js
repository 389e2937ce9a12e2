#!/usr/bin/env node
import { launch } from './run.js';
await launch('crawl-and-extract');
