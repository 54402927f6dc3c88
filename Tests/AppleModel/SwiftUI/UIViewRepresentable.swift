import UIKit

// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// UIKit views in SwiftUI (https://developer.apple.com/documentation/swiftui/uiviewrepresentable).
// - makeCoordinator() (https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()):
//   "SwiftUI calls this method before calling the makeUIView(context:) method"; the context
//   carries that coordinator to every later call.
// - makeUIView(context:) (https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)):
//   "Creates the view object and configures its initial state", once; updateUIView(_:context:)
//   (https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)):
//   "SwiftUI calls this method for any changes affecting the corresponding UIKit view" (the
//   model calls it at every render, right after makeUIView the first time).
// - dismantleUIView(_:coordinator:) (https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)):
//   "Cleans up the presented UIKit view (and coordinator) in anticipation of their removal":
//   called when the view leaves the hierarchy, which removes the UIKit view.
// - The UIKit view is given the frame SwiftUI lays out for the representable (the size it is
//   offered), inside a host view that takes no touches when hit testing is off
//   (ViewGraph.swift). That a view with low content hugging takes the offered size is
//   observed, not documented: sizeThatFits(_:uiView:context:)
//   (https://developer.apple.com/documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:))
//   says only that `nil` means "the default sizing algorithm".

/// A UIKit view in a SwiftUI hierarchy (Apple: UIViewRepresentable).
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
  /// The UIKit view's type.
  associatedtype UIViewType: UIView
  /// The object that carries the view's news to the rest of the app.
  associatedtype Coordinator = Void
  /// What `makeUIView` and `updateUIView` are told.
  typealias Context = UIViewRepresentableContext<Self>
  /// Makes the UIKit view, once.
  func makeUIView(context: Context) -> UIViewType
  /// Brings the UIKit view up to date with this representable's values.
  func updateUIView(_ uiView: UIViewType, context: Context)
  /// Makes the coordinator, before the view.
  func makeCoordinator() -> Coordinator
  /// Tears the UIKit view down when it leaves the hierarchy.
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

extension UIViewRepresentable {
  /// No content of its own: the model mounts the UIKit view.
  public var body: Never { fatalError("a representable has no body") }
  /// Nothing to tear down.
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
}

extension UIViewRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}
