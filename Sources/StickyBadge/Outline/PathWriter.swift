/// Where the outline functions put their elements: an array, or a ``PathWriter``.
protocol PathSink {
  /// Adds `element` after the elements already there.
  mutating func append(_ element: PathElement)
}

extension Array: PathSink where Element == PathElement {}

/// Stores outline elements straight into an array's spare storage through one pointer, with a
/// running count, so that adding an element is a plain store.
///
/// `Array.append` checks, for every element, that the buffer is uniquely referenced (a call
/// into the runtime, around which every live floating-point value is spilled) and that it has
/// room. A connected capsule's outline has about fifteen elements, appended from a dozen places
/// of the construction, so the optimiser cannot merge those checks. Its construction therefore
/// writes through a writer, and ``append(to:_:)`` hands the elements to the array with one
/// check: the array's own `append(contentsOf:)` asks ``ConnectedOutlineElements`` to
/// initialise the storage past its last element, and then counts what was written.
struct PathWriter: PathSink {
  /// How many elements an outline may need: more than any connected outline appends. The most
  /// is a capsule with two anchor spans: the move and the close, and per span an anchor arc (at
  /// most 4 pieces), two bridges and a walk round the capsule of at most a perimeter (a partial
  /// cap, an edge, a whole cap, an edge and a partial cap: at most 4 + 1 + 2 + 1 + 4), that is
  /// 2 + 2 × 18 = 38 in all.
  static let capacity = 48

  /// Where the first element went.
  private let base: UnsafeMutablePointer<PathElement>
  /// Where the next element goes: a pointer bumped per element, so that storing one needs no
  /// multiplication of a count by the element's size.
  private var next: UnsafeMutablePointer<PathElement>
  /// Just past the storage.
  private let end: UnsafeMutablePointer<PathElement>

  /// How many elements are stored.
  var count: Int { next - base }

  /// A writer over uninitialised storage for `limit` elements at `base`.
  init(base: UnsafeMutablePointer<PathElement>, limit: Int) {
    self.base = base
    self.next = base
    self.end = base + Swift.max(0, limit)
  }

  /// Stores `element` after the ones already stored. Beyond the storage, which no outline
  /// reaches (see ``capacity``), an element is dropped rather than written out of bounds.
  mutating func append(_ element: PathElement) {
    guard next < end else { return }
    next.initialize(to: element)
    next += 1
  }

  /// Appends the connected outline of `outline` to `path` through a writer: the array gets room
  /// for ``capacity`` more elements if it lacks it (a comparison, no uniqueness check, once its
  /// buffer has grown), then one `append(contentsOf:)`.
  static func append(to path: inout [PathElement], _ outline: ConnectedOutlineElements) {
    if path.capacity - path.count < capacity {
      path.reserveCapacity(path.count + capacity)
    }
    path.append(contentsOf: outline)
  }
}

/// The connected outline of an anchor and a badge as a sequence that an array appends by letting
/// the construction write straight into its storage.
///
/// Only ``PathWriter/append(to:_:)`` uses it. `Array.append(contentsOf:)` hands
/// `_copyContents(initializing:)` the storage past the array's last element, and
/// ``PathWriter/append(to:_:)`` has made sure beforehand that it holds ``PathWriter/capacity``
/// elements (a copy made because the buffer was shared keeps the capacity). Iterated any other
/// way, the sequence is empty.
struct ConnectedOutlineElements: Sequence {
  let anchor: Circle
  let badge: BadgeShape
  let parameters: ConnectorParameters

  /// An empty iterator: the elements exist only as written by `_copyContents(initializing:)`.
  func makeIterator() -> EmptyCollection<PathElement>.Iterator { EmptyCollection.Iterator() }

  /// Builds the outline into `buffer` and reports how many elements it initialised, with an
  /// iterator over none left.
  func _copyContents(initializing buffer: UnsafeMutableBufferPointer<PathElement>)
    -> (EmptyCollection<PathElement>.Iterator, Int)
  {
    guard let base = buffer.baseAddress else { return (EmptyCollection.Iterator(), 0) }
    var writer = PathWriter(base: base, limit: buffer.count)
    OutlineBuilder.emitConnected(
      anchor: anchor, badge: badge, parameters: parameters, into: &writer)
    return (EmptyCollection.Iterator(), writer.count)
  }
}
