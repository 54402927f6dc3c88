@_exported import CoreGraphics
// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product. On Linux it stands in for
// SwiftUI so that the SwiftUI adapter's own sources run in `swift test` (Docs/SwiftUIModel.md lists
// every rule with its documentation). It models only what the adapter uses. This file: views.
// - View (https://developer.apple.com/documentation/swiftui/view): a view's content is its
//   `body`, evaluated again whenever something it depends on changes.
// - UIViewRepresentable (https://developer.apple.com/documentation/swiftui/uiviewrepresentable):
//   `Body == Never`, the view is a UIKit view (UIViewRepresentable.swift).
@_exported import Foundation

/// A piece of user interface (Apple: View): its `body` describes its content.
@MainActor @preconcurrency public protocol View {
  /// The type of the view's content.
  associatedtype Body: View
  /// The view's content, evaluated by the host whenever it renders.
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
  /// No content: views whose body is `Never` are drawn by the model itself.
  public var body: Never { fatalError("a primitive view has no body") }
}

/// A view the model lays out and draws itself (its `body` is `Never`).
@MainActor protocol PrimitiveView {
  /// Lays the view out: it is offered `proposal`, chooses its size and asks `place` where
  /// that size goes (in the hosting view's coordinates); returns the frame it took.
  func render(in context: RenderContext, proposal: CGSize, place: (CGSize) -> CGPoint) -> CGRect
}
