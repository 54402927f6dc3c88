// A BEHAVIOURAL MODEL OF UIKIT: a test fixture, not a product (see UIView.swift). This file:
// a table's editing mode.
// - setEditing(_:animated:) (https://developer.apple.com/documentation/uikit/uitableview/setediting(_:animated:)):
//   "When you call this method with the value of editing set to true, the table view goes into
//   editing mode by calling setEditing(_:animated:) on each visible UITableViewCell object."
// - isEditing (https://developer.apple.com/documentation/uikit/uitableview/isediting): "The
//   cells of the table might show an insertion or deletion control on the left side of each
//   cell and a reordering control on the right side". The model draws no controls.

extension UITableView {
  /// Toggles the table and each visible cell into or out of editing mode.
  public func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
    for cell in visibleCells { cell.setEditing(editing, animated: animated) }
  }
}

extension UITableViewCell {
  /// Toggles the cell into or out of editing mode.
  public func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
}
