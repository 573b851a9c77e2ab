import Foundation

/// Rows of a table are index paths of two indexes, section then row (UIKit's `IndexPath(row:section:)`).
///
/// ```swift
/// let first = IndexPath(row: 0, section: 0)
/// tableView.cellForRow(at: first)
/// ```
extension IndexPath {
    /// The index path of `row` in `section`.
    nonisolated public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section (the first index).
    nonisolated public var section: Int { count > 0 ? self[0] : 0 }
    /// The row within the section (the second index).
    nonisolated public var row: Int { count > 1 ? self[1] : 0 }
}
