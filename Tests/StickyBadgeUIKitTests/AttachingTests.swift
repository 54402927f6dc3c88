import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// Making any view sticky and taking the effect off again.
@MainActor
@Suite("Making a view sticky and detaching it", .oneTestOnTheDevice)
struct AttachingTests {
  @Test("detach a sticky label: it takes no touches again, as before it was attached")
  func detachRestoresInteraction() {
    let screen = ChatScreen()
    let label = UILabel(frame: CGRect(x: 20, y: 20, width: 40, height: 24))
    screen.cells[0].contentView.addSubview(label)
    #expect(!label.isUserInteractionEnabled)
    label.attachStickyBadge()
    #expect(label.isUserInteractionEnabled)
    label.detachStickyBadge()
    #expect(!label.isUserInteractionEnabled)
    #expect(label.stickyBadge == nil)
    // A tap on it selects the row again.
    screen.window.touchDown(at: screen.centre(of: label)).lift()
    #expect(screen.table.selectedCell === screen.cells[0])
  }

  @Test("detach a sticky button that takes touches: it still takes them")
  func detachKeepsInteraction() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    view.attachStickyBadge()
    view.detachStickyBadge()
    #expect(view.isUserInteractionEnabled)
  }
}
