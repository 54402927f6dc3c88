/// A frame rate range in frames per second, as a display link asks for it (Core Animation's
/// `CAFrameRateRange`): at least `minimum`, at most `maximum`, ideally `preferred`.
public typealias FrameRateRange = (minimum: Double, maximum: Double, preferred: Double)
