import StickyBadgeCommandLineIO
import StickyBadgeKnobsCommand

// The `stickybadge-knobs` executable: `stickybadge knobs` alone, built without the renderer
// (cairo, giflib), so that `swift run stickybadge-knobs --write` after adding a knob builds
// only the core, the scenario layer and this command.
CommandLineProcess.run(KnobsCommand.runAlone)
