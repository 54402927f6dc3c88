import StickyBadgeCommandLine
import StickyBadgeCommandLineIO

// The `stickybadge` executable: everything is in StickyBadgeCommandLine.
CommandLineProcess.run(CommandLineTool.run)
