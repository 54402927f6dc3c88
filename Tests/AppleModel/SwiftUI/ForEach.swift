// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// views from a collection (https://developer.apple.com/documentation/swiftui/foreach): "A
// structure that computes views on demand from an underlying collection of identified data";
// "Either the collection's elements must conform to Identifiable or you need to provide an
// `id` parameter"; init(_:content:)
// (https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)): "If the `id`
// of a data element changes, the content view generated from that data element loses any
// current state and animations". Each element's view has the identity of its `id`, whatever
// its position,
// so its state and its representables' UIKit views follow the element; an element whose
// `id` is gone is removed (`dismantleUIView`), a new one made. The model has no stacks: the
// views are laid out where one view would be, each over the last (a test moves rows apart
// with `offset`).

/// A view for each element of a collection, identified by a key path (Apple: ForEach).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
  PrimitiveView
{
  /// The elements.
  public var data: Data
  /// The view for one element.
  public var content: (Data.Element) -> Content
  private let id: KeyPath<Data.Element, ID>

  /// A view from `content` for each element of `data`, identified by its `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) { (self.data, self.id, self.content) = (data, id, content) }

  /// No content of its own: the model lays out each element's view.
  public var body: Never { fatalError("a primitive view has no body") }

  func render(in context: RenderContext, proposal: CGSize, place: (CGSize) -> CGPoint) -> CGRect {
    var frame: CGRect?
    for element in data {
      let view = content(element)
      let drawn = context.child("id:\(element[keyPath: id])").render(
        view, proposal: proposal, place: place)
      frame = frame?.union(drawn) ?? drawn
    }
    return frame ?? CGRect(origin: place(.zero), size: .zero)
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A view from `content` for each element of `data`, identified by its `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}
