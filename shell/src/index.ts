// Async boundary: the shared singletons are initialised before the shell's code runs.
import('./bootstrap');
