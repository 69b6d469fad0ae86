// Project annotations for the composed-story tests (the visual baselines): the same
// ones Storybook and the Storybook Vitest plugin use — the a11y addon's afterEach (axe) and
// .storybook/preview's decorators, globals and parameters (`a11y.test = 'error'`).
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../../.storybook/preview';

setProjectAnnotations([a11yAnnotations, preview]);
