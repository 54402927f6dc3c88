import UIKit

// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// the host (https://developer.apple.com/documentation/swiftui/uihostingcontroller): "A UIKit
// view controller that manages a SwiftUI view hierarchy"; `rootView` "The root view of the
// SwiftUI view hierarchy managed by this view controller". The model is not a view controller
// (the UIKit model has none): a test adds `view` to a window itself. Setting `rootView`
// renders at once; the tree renders again on a trait change, at each display frame while a
// timeline runs, and on the turn after a state change.

/// Shows a SwiftUI view in a UIKit view (Apple: UIHostingController).
@MainActor open class UIHostingController<Content: View> {
  private let host = HostingView(frame: .zero)

  /// The view shown; setting it renders the tree.
  public var rootView: Content {
    didSet { host.render() }
  }

  /// The UIKit view the tree is shown in.
  public var view: UIView { host }

  /// A host showing `rootView`.
  public init(rootView: Content) {
    self.rootView = rootView
    host.renderRoot = { [weak self] context, size, place in
      guard let self else { return }
      _ = context.render(self.rootView, proposal: size, place: place)
    }
  }

  /// What every canvas drew in the latest render, back to front.
  @_spi(Fixture) public var drawings: [CanvasDrawing] { host.graph.drawings }
}
