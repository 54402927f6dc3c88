import SwiftUI
import UIKit

/// The app: one window showing the UIKit conversations screen.
@main
struct UIKitConversationsApp: App {
  var body: some Scene {
    WindowGroup {
      ConversationsScreen()
        .ignoresSafeArea()
    }
  }
}

/// The UIKit screen inside the SwiftUI app: a navigation controller around the table of
/// conversations, above the app's own tab bar. Everything the example shows is UIKit; this
/// is only its entry point.
struct ConversationsScreen: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> MainViewController { MainViewController() }

  func updateUIViewController(_ controller: MainViewController, context: Context) {}
}

/// The screen in Xcode's canvas, left to right and right to left (as in Arabic or Hebrew:
/// the badges move to the avatars' top left corners).
struct ConversationsScreen_Previews: PreviewProvider {
  @MainActor static var previews: some View {
    ConversationsScreen()
    ConversationsScreen()
      .environment(\.layoutDirection, .rightToLeft)
      .previewDisplayName("Right to left")
  }
}
