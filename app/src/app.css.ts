import { globalStyle } from '@vanilla-extract/css';

// The shell fills the window; only the user-agent margin is reset (no inline <style>: CSP).
globalStyle('body', { margin: 0 });
