import Foundation

/// Supplies a table's rows (UITableViewDataSource).
///
/// ```swift
/// func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }
/// func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
///     cell.textLabel?.text = items[indexPath.row]
///     return cell
/// }
/// ```
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of sections (1 by default).
    func numberOfSections(in tableView: TableView) -> Int
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell showing the row; dequeue it to reuse the cells of rows scrolled away.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
}

/// Sizes a table's rows and learns of selections, on top of the scroll view's delegate methods
/// (UITableViewDelegate). Set it as the table's `delegate`.
///
/// ```swift
/// func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
///     indexPath.row == 0 ? widgetHeight + 12 : 56
/// }
/// ```
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The row's height (the table's `rowHeight` by default); asked again by `reloadData` and `endUpdates`.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// A tap selected the row.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The cell is about to appear for the row.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
}
