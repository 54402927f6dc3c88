// Compiled where SwiftUI and UIKit exist (iOS, iPadOS, Mac Catalyst, visionOS; not macOS), as
// the SwiftUI badge; on Linux against the models the adapter's tests run it in
// (Tests/AppleModel, Docs/AppleAPI.md).
#if canImport(SwiftUI) && canImport(UIKit)
  @_spi(Hosting) import StickyBadge
  import StickyBadgeUIKit

  extension StickyBadgeRepresentable {
    /// What a SwiftUI badge's UIKit view keeps between updates: the app's latest callbacks,
    /// the callback of the row a finger took hold of, and the badge's part in a clear all.
    ///
    /// SwiftUI may give the same UIKit view another row's values while the badge is in
    /// flight (a list that identifies its rows by position, or reuses their views): the
    /// dismissal still belongs to the row that was dragged, and the other row's badge shows
    /// its count once the burst is over.
    @MainActor final class Coordinator {
      /// The app's latest dismissal callback (the row the view shows now).
      var onDismiss: () -> Void = {}
      /// The dismissal callback of the row shown when a finger took hold of the badge, until
      /// it is home or gone.
      private var draggedRowOnDismiss: (() -> Void)?
      /// Whether the app gave the badge another count while it was in flight.
      private var countChangedInFlight = false
      /// The app's latest callback for the end of the clear all this badge is the total of.
      private var onComplete: () -> Void = {}
      /// The clear all the badge is in now: joined once, left when the app's changes.
      private var clearAll: ClearAllRole?

      /// Notes what happened to the badge: whose it was when a finger took hold of it.
      func record(_ event: DragEvent) {
        switch event.kind {
        case .began where draggedRowOnDismiss == nil: draggedRowOnDismiss = onDismiss
        case .restored: (draggedRowOnDismiss, countChangedInFlight) = (nil, false)
        default: break
        }
      }

      /// The app gave the badge a new count, which found it in `before` and left it in
      /// `after`: a count given in flight shows again after a dismissal; a badge the new count
      /// left at rest (or brought back) is no longer the dragged row's.
      func countChanged(from before: DragPhase, to after: DragPhase) {
        if after == .resting || after == .dismissed {
          (draggedRowOnDismiss, countChangedInFlight) = (nil, false)
        } else if before != .resting && before != .dismissed {
          countChangedInFlight = true
        }
      }

      /// The badge was dismissed: tells the row that was dragged (or, without a drag, the
      /// row shown), on the next turn, so that a dismissal reported while SwiftUI updates (a
      /// row removed mid-burst) does not change the app's state during that update; a count
      /// given meanwhile (another row's) shows again.
      func dismissed(_ view: StickyBadgeView) {
        let callback = draggedRowOnDismiss ?? onDismiss
        let showsAgain = countChangedInFlight
        (draggedRowOnDismiss, countChangedInFlight) = (nil, false)
        Task { @MainActor [weak view] in
          callback()
          // Setting the count again brings a dismissed badge back.
          if showsAgain, let view { view.count = view.count }
        }
      }

      /// Puts `badge` in `role`'s clear all (`nil`: in none), leaving the one it was in
      /// only if that changed (SwiftUI updates the view for any change around it).
      func take(_ role: ClearAllRole?, badge: StickyBadgeController) {
        if let role, role.isTotal {
          // The clear all reaches the app's callback through the total's view, not by
          // keeping it: the callback usually holds what holds the clear all (the app's
          // store, the list's view).
          onComplete = role.onComplete
          role.clearAll.onComplete = { [weak self] in self?.onComplete() }
        }
        guard role?.clearAll !== clearAll?.clearAll || role?.isTotal != clearAll?.isTotal
        else { return }
        clearAll?.leave(badge)
        role?.join(badge)
        clearAll = role
      }
    }
  }
#endif
