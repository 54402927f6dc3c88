import StickyBadgeCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The `stickybadge` executable: everything is in StickyBadgeCommandLine.
//
// A write to a closed pipe or past the file-size limit (`ulimit -f`) must come back as an
// error (EPIPE, EFBIG) that the tool reports, not as a signal that kills it.
_ = signal(SIGPIPE, SIG_IGN)
_ = signal(SIGXFSZ, SIG_IGN)
// Ctrl-C while an output file is being written removes its temporary file first.
InterruptCleanup.install()
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), streams: .process()))
