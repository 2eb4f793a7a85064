#!/usr/bin/env node
// Makes sure a Chrome/Chromium is there before the browser tests. If none is found and we are root on
// a machine with apt-get (Debian: CI and fresh dev machines), installs Debian's chromium (~30 s).
// Otherwise exits non-zero with one line telling what to do.
import { execFileSync, spawnSync } from 'node:child_process';
import { findChrome, INSTRUCTION } from './find-chrome.mjs';

let chrome;
try {
  chrome = findChrome();
} catch (error) {
  console.error(`ensure-chrome: ${error.message}`);
  process.exit(1);
}

if (!chrome) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(`ensure-chrome: ${INSTRUCTION}`);
    process.exit(1);
  }
  console.log('ensure-chrome: no browser found; installing Debian chromium with apt-get (about 30 s)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  } catch {
    console.error(`ensure-chrome: apt-get failed. ${INSTRUCTION}`);
    process.exit(1);
  }
  chrome = findChrome();
  if (!chrome) {
    console.error(`ensure-chrome: chromium installed but not found. ${INSTRUCTION}`);
    process.exit(1);
  }
}

console.log(`ensure-chrome: using ${chrome}`);
