import StickyBadge
import StickyBadgeSwiftUI
import SwiftUI

@main
struct ChatApp: App {
  @StateObject private var store = ChatStore()

  var body: some Scene {
    WindowGroup {
      // Dragged badges are drawn in a window-level overlay, above the list and the bars.
      NavigationView {
        ConversationList()
      }
      // One column on every device: an iPad would otherwise open on an empty detail column
      // with the list in a hidden sidebar, as the app has no detail view to show.
      .navigationViewStyle(.stack)
      .environmentObject(store)
    }
  }
}

/// One chat in the list.
struct Conversation: Identifiable {
  let id = UUID()
  var title: String
  var preview: String
  var unread: Int?
}

/// The app's data.
@MainActor
final class ChatStore: ObservableObject {
  @Published var conversations: [Conversation] = [
    Conversation(title: "Design review", preview: "The new outline has no corners!", unread: 3),
    Conversation(title: "Family", preview: "Dinner at 7?", unread: 12),
    Conversation(title: "Release train", preview: "Build 2041 is green", unread: 128),
    Conversation(title: "Alex", preview: "📷 Photo", unread: nil),
  ]

  func markRead(_ conversation: Conversation) {
    guard let index = conversations.firstIndex(where: { $0.id == conversation.id }) else { return }
    conversations[index].unread = 0
  }

  /// Every unread message.
  var totalUnread: Int { conversations.reduce(0) { $0 + max(0, $1.unread ?? 0) } }

  /// "Clear all" from the total: the rows on screen burst in turn, each marked read as it
  /// does; the app owns it as any other state.
  let clearAll = StickyBadgeClearAll()

  /// Every chat read at once (also those scrolled off, whose badges were not on screen).
  func markAllRead() {
    for index in conversations.indices { conversations[index].unread = 0 }
  }

  func refresh() {
    conversations.append(Conversation(title: "New chat", preview: "Hello!", unread: 1))
  }
}

struct ConversationList: View {
  @EnvironmentObject private var store: ChatStore

  var body: some View {
    List {
      // The pull-down blob of the stretchy-circle write-up (002): pull it far enough to add
      // a chat.
      HStack {
        Spacer()
        StretchyCircleView(radius: 18, color: .blue) { pulled in
          if pulled > 40 { store.refresh() }
        }
        Spacer()
      }
      ForEach(store.conversations) { conversation in
        HStack(spacing: 12) {
          // On the avatar's top trailing corner: its top left in a right-to-left language.
          Image(systemName: "person.crop.circle.fill")
            .font(.largeTitle)
            .stickyBadge(
              count: conversation.unread, alignment: .topTrailing, clearAll: store.clearAll
            ) {
              store.markRead(conversation)
            }
          VStack(alignment: .leading) {
            Text(conversation.title).font(.headline)
            Text(conversation.preview).font(.subheadline).foregroundColor(.secondary)
          }
        }
        .padding(.vertical, 4)
      }
    }
    .navigationTitle("Chats")
    .toolbar {
      // The total in the navigation bar: drag it away and every row's badge bursts in turn,
      // top to bottom ("clear all"); once they all have, every chat is read.
      Image(systemName: "tray.full")
        .stickyBadge(count: store.totalUnread, clearingAll: store.clearAll) {
          store.markAllRead()
        }
    }
  }
}

/// The list in Xcode's canvas, left to right and right to left (as in Arabic or Hebrew:
/// the badges move to the avatars' top left corners).
struct ConversationList_Previews: PreviewProvider {
  @MainActor static var previews: some View {
    NavigationView { ConversationList() }.navigationViewStyle(.stack)
      .environmentObject(ChatStore())
    NavigationView { ConversationList() }.navigationViewStyle(.stack)
      .environmentObject(ChatStore())
      .environment(\.layoutDirection, .rightToLeft)
      .previewDisplayName("Right to left")
  }
}
