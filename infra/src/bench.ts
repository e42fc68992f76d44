// `pnpm bench`: the benchmark lives in infra/bench (see infra/bench/main.ts and budgets.json).
import { main } from '../bench/main';

void main();
