// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// the layout modifiers the adapter uses. A view is offered a size, chooses its own and its
// parent places it; shapes, colours, canvases and UIKit views take the size they are offered.
// - overlay(alignment:content:) (https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)):
//   "Layers the views that you specify in front of this view"; the overlay is offered the
//   view's size and placed by `alignment` in its frame; the view's own size is unchanged.
// - frame(width:height:alignment:) (https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)):
//   "Positions this view within an invisible frame with the specified size"; a `nil` dimension
//   is the offered one; the view is placed in the frame by `alignment`.
// - offset(x:y:) (https://developer.apple.com/documentation/swiftui/view/offset(x:y:)): "shift
//   the displayed contents"; "the original dimensions of the view aren't changed". Whether x
//   mirrors right to left Apple does not say for `offset`; it says "SwiftUI horizontally
//   flips the x position of each view within its parent"
//   (https://developer.apple.com/documentation/swiftui/layoutdirection). The model has both
//   readings (`OffsetReading`): on screen, x to the right whatever the direction (the
//   default), or mirrored where the environment's direction is right to left. A test runs
//   the adapter under each.

extension View {
  /// This view with `content` in front of it, aligned in its frame by `alignment`.
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  ) -> some View {
    OverlayLayout(content: self, overlay: content(), alignment: alignment)
  }

  /// This view in a frame of `width` × `height` (the offered size where `nil`), placed in
  /// it by `alignment`.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  { FrameLayout(content: self, width: width, height: height, alignment: alignment) }

  /// This view drawn `x` points to the right and `y` down from where it is laid out.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    OffsetLayout(content: self, x: x, y: y)
  }
}

/// A view with another in front of it.
struct OverlayLayout<Content: View, Overlay: View>: View, PrimitiveView {
  let content: Content
  let overlay: Overlay
  let alignment: Alignment
  var body: Never { fatalError("a primitive view has no body") }

  func render(in context: RenderContext, proposal: CGSize, place: (CGSize) -> CGPoint) -> CGRect {
    let frame = context.child("content").render(content, proposal: proposal, place: place)
    let direction = context.environment.layoutDirection
    _ = context.child("overlay").render(overlay, proposal: frame.size) { size in
      alignment.origin(of: size, in: frame, direction: direction)
    }
    return frame
  }
}

/// A view in a frame of a given size.
struct FrameLayout<Content: View>: View, PrimitiveView {
  let content: Content
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment
  var body: Never { fatalError("a primitive view has no body") }

  func render(in context: RenderContext, proposal: CGSize, place: (CGSize) -> CGPoint) -> CGRect {
    let size = CGSize(width: width ?? proposal.width, height: height ?? proposal.height)
    let frame = CGRect(origin: place(size), size: size)
    let direction = context.environment.layoutDirection
    _ = context.child("content").render(content, proposal: size) { childSize in
      alignment.origin(of: childSize, in: frame, direction: direction)
    }
    return frame
  }
}

/// A view drawn away from where it is laid out.
struct OffsetLayout<Content: View>: View, PrimitiveView {
  let content: Content
  let x: CGFloat
  let y: CGFloat
  var body: Never { fatalError("a primitive view has no body") }

  func render(in context: RenderContext, proposal: CGSize, place: (CGSize) -> CGPoint) -> CGRect {
    let mirrored =
      OffsetReading.mirrorsRightToLeft && context.environment.layoutDirection == .rightToLeft
    let dx = mirrored ? -x : x
    let drawn = context.child("content").render(content, proposal: proposal) { size in
      let origin = place(size)
      return CGPoint(x: origin.x + dx, y: origin.y + y)
    }
    return drawn.offsetBy(dx: -dx, dy: -y)
  }
}

/// The reading of `offset(x:y:)` right to left the model follows (Apple does not say which
/// holds), for a test to run the adapter under each.
@_spi(Fixture) @MainActor public enum OffsetReading {
  /// Whether a right-to-left environment mirrors an offset's x (`false`: x is to the right
  /// on screen whatever the direction).
  public static var mirrorsRightToLeft = false
}
