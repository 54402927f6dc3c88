/// A buffer in linear memory that the page reads and writes through its address.
public final class FixedBuffer<Element> {
  /// The first element.
  public let base: UnsafeMutablePointer<Element>
  /// How many elements fit.
  public let capacity: Int

  /// Allocates room for `capacity` elements (uninitialised).
  public init(capacity: Int) {
    self.capacity = capacity
    base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
  }

  deinit { base.deallocate() }
}
