import Foundation
import Testing
@testable import Views

/// TableView: rows from a data source, cells reused as rows scroll away, heights from the delegate,
/// beginUpdates/endUpdates moving the rows with the surrounding animation, selection by tap.
@Suite(.world) struct TableViewTests {
    /// A data source of `count` rows counting the cells it is asked for and the cells made.
    final class Rows: TableViewDataSource {
        var count: Int
        var heights: [Int: CGFloat] = [:]
        private(set) var asked: [IndexPath] = []
        init(count: Int) { self.count = count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            asked.append(indexPath)
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    /// A cell class counting its reuses.
    final class CountingCell: TableViewCell {
        private(set) var reuses = 0
        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    private func makeTable(rows: Int, delegate: ScrollLog = ScrollLog()) -> (root: View, table: TableView, source: Rows) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 400, height: 440))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        let source = Rows(count: rows)
        table.delegate = delegate
        table.dataSource = source
        root.addSubview(table)
        table.layoutIfNeeded()
        return (root, table, source)
    }

    @Test func onlyTheRowsInViewHaveCellsAndScrollingReusesThem() throws {
        let world = TestWorld()
        let (_, table, source) = makeTable(rows: 1000)
        withExtendedLifetime(source) {}
        #expect(table.contentSize == CGSize(width: 400, height: 44_000))
        // 440 pt show rows 0…9.
        #expect(table.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
        let firstCells = Set(table.visibleCells.map(ObjectIdentifier.init))
        #expect(firstCells.count == 10)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame == CGRect(x: 0, y: 132, width: 400, height: 44))
        // Scroll a long way in steps, as a coast would: the cells are the same ten (and one more in between).
        var allCells = firstCells
        for step in 1...200 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 37)
            table.layoutIfNeeded()
            allCells.formUnion(table.visibleCells.map(ObjectIdentifier.init))
        }
        #expect(allCells.count <= 11, "\(allCells.count) cells for 200 rows scrolled through")
        let top = Int(7400 / 44)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: top, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: top, section: 0))?.textLabel?.text == "Row \(top)")
        #expect(source.asked.count == 179, "rows 0…178, each asked for once as it came into view")
        withExtendedLifetime(world) {}
    }

    @Test func dequeuedCellsArePreparedForReuse() throws {
        let world = TestWorld()
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 400, height: 440))
        table.register(CountingCell.self, forCellReuseIdentifier: "Row")
        let source = Rows(count: 100)
        table.dataSource = source
        root.addSubview(table)
        table.layoutIfNeeded()
        let cells = table.visibleCells.compactMap { $0 as? CountingCell }
        #expect(cells.count == 10, "new cells of the registered class")
        #expect(cells.allSatisfy { $0.reuses == 0 })
        // Ten rows further the same cells show the new rows, each prepared once.
        table.contentOffset = CGPoint(x: 0, y: 440)
        table.layoutIfNeeded()
        let again = table.visibleCells.compactMap { $0 as? CountingCell }
        #expect(Set(again.map(ObjectIdentifier.init)) == Set(cells.map(ObjectIdentifier.init)))
        #expect(again.allSatisfy { $0.reuses == 1 })
        #expect(table.cellForRow(at: IndexPath(row: 10, section: 0))?.textLabel?.text == "Row 10")
        // Reloading gives every cell back and asks again.
        let asked = source.asked.count
        table.reloadData()
        table.layoutIfNeeded()
        #expect(source.asked.count == asked + 10)
        #expect(table.subviews.compactMap { $0 as? CountingCell }.count == 10, "no new cells")
        withExtendedLifetime(world) {}
    }

    @Test func heightsComeFromTheDelegateAndEndUpdatesAnimatesThemWithTheAnimator() throws {
        let world = TestWorld()
        let heights = ScrollLog()
        heights.heights = [0: 130]
        let (_, table, source) = makeTable(rows: 3, delegate: heights)
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(second.frame.minY == 130)
        #expect(table.contentSize.height == CGFloat(218))
        // Seed 000's Show More: the height changes inside a property animator with the updates.
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations {
            heights.heights[0] = 230
            table.beginUpdates()
            table.endUpdates()
            table.layoutIfNeeded()
        }
        #expect(second.frame.minY == 230, "the model is there at once")
        #expect(second.presentationValues.frame.minY == 130, "the screen is not, yet")
        animator.startAnimation()
        world.frames(30)
        #expect(abs(second.presentationValues.frame.minY - 180) < 1e-6, "half way on a linear second")
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(abs(first.presentationValues.bounds.height - 180) < 1e-6)
        world.frames(31)
        #expect(second.presentationValues.frame.minY == 230)
        #expect(table.contentSize.height == CGFloat(318))
        withExtendedLifetime(source) {}
    }

    @Test func endUpdatesOutsideAnAnimationAnimatesOnItsOwn() throws {
        let world = TestWorld()
        let heights = ScrollLog()
        let (_, table, source) = makeTable(rows: 3, delegate: heights)
        let third = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        heights.heights[1] = 100
        table.beginUpdates()
        table.endUpdates()
        #expect(third.frame.minY == 144)
        #expect(third.presentationValues.frame.minY == 88)
        world.frames(9)
        #expect(third.presentationValues.frame.minY > 88 && third.presentationValues.frame.minY < 144)
        world.frames(10)
        #expect(third.presentationValues.frame.minY == 144)
        withExtendedLifetime(source) {}
    }

    @Test func aTapSelectsARowButADragDoesNot() {
        let world = TestWorld()
        let log = ScrollLog()
        let (root, table, source) = makeTable(rows: 50, delegate: log)
        let input = makeInput(world, root: root)
        click(world, input, at: CGPoint(x: 200, y: 100))   // row 2 (88…132)
        #expect(log.selected == [IndexPath(row: 2, section: 0)])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        fling(world, input, from: CGPoint(x: 200, y: 300), step: CGPoint(x: 0, y: -15), frames: 6, hold: 10)
        #expect(log.selected.count == 1, "a drag selects nothing")
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        withExtendedLifetime(source) {}
    }

    @Test func indexPathsHaveRowsAndSections() {
        let path = IndexPath(row: 4, section: 2)
        #expect(path.row == 4 && path.section == 2)
        #expect(path == IndexPath(indexes: [2, 4]))
    }
}
