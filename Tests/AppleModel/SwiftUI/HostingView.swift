@_spi(Fixture) import UIKit

// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// the UIKit view a hosting controller shows (UIHostingController.swift) and its environment.
// - The environment follows the view's UIKit traits: layout direction, dark mode, Increase
//   Contrast and text size; a trait change renders the tree again (observed, not documented:
//   WWDC23 "Unleash the UIKit trait system", https://developer.apple.com/videos/play/wwdc2023/10057/,
//   on SwiftUI bridging; https://developer.apple.com/documentation/swiftui/uitraitbridgedenvironmentkey
//   has no prose).
// - The root view is offered the view's size and centred in it.

/// The UIKit view that shows a SwiftUI tree and mounts its representables' views.
@MainActor final class HostingView: UIView, SelectorPerforming {
  let graph = ViewGraph()
  /// Lays the root view out in a context.
  var renderRoot: (RenderContext, CGSize, (CGSize) -> CGPoint) -> Void = { _, _, _ in }
  private var frameLink: CADisplayLink?

  override init(frame: CGRect) {
    super.init(frame: frame)
    graph.hostView = self
    graph.update = { [weak self] in self?.render() }
    let recognizer = DragRecognizer(target: nil, action: nil)
    recognizer.addTarget(recognizer.actions, action: Selector("drag"))
    addGestureRecognizer(recognizer)
  }
  required init?(coder: NSCoder) { nil }

  /// The environment the view's traits give.
  var environment: EnvironmentValues {
    var values = EnvironmentValues()
    let traits = traitCollection
    values.layoutDirection = traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    values.colorScheme = traits.userInterfaceStyle == .dark ? .dark : .light
    values.contrast = traits.accessibilityContrast == .high ? .increased : .standard
    values.dynamicTypeSize = DynamicTypeSize(traits.preferredContentSizeCategory) ?? .large
    return values
  }

  /// Evaluates the whole tree and lays it out; keeps the display link while a timeline runs.
  func render() {
    graph.beginRender()
    let size = bounds.size
    renderRoot(RenderContext(graph: graph, path: "", environment: environment), size) { fitted in
      CGPoint(x: (size.width - fitted.width) / 2, y: (size.height - fitted.height) / 2)
    }
    graph.endRender()
    if graph.wantsFrames, frameLink == nil {
      let link = CADisplayLink(target: self, selector: Selector("frame"))
      link.add(to: .main, forMode: .common)
      frameLink = link
    } else if !graph.wantsFrames {
      frameLink?.invalidate()
      frameLink = nil
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    render()
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    render()
  }

  /// A display frame while a timeline runs: render again.
  func perform(_ selector: Selector, with sender: Any) { render() }
}
