import Views

/// A cell of the Bloq board.
struct Cell: Hashable {
    var column: Int
    var row: Int

    func moved(_ direction: AnimationDirection) -> Cell {
        switch direction {
        case .up: return Cell(column: column, row: row - 1)
        case .down: return Cell(column: column, row: row + 1)
        case .left: return Cell(column: column - 1, row: row)
        case .right: return Cell(column: column + 1, row: row)
        case .undefined: return self
        }
    }
}

/// The direction a block animates in (seed 001's enum).
enum AnimationDirection: Int {
    case up, down, left, right, undefined

    static let all: [AnimationDirection] = [.up, .down, .left, .right]
}

/// The rules and state of a Bloq puzzle: coloured blocks slide one cell at a time into free cells; the
/// puzzle is solved when every block sits on the target of its colour.
struct BloqLevel {
    static let size = 4
    /// Block colours by index.
    static let colors: [Color] = [.systemRed, .systemBlue, .systemGreen]

    /// Where each block is, by colour index.
    private(set) var blocks: [Cell]
    /// Where each block must go, by colour index.
    let targets: [Cell]
    let walls: Set<Cell>

    /// A level scrambled from its solution by `scrambleMoves` random legal moves (so it is always solvable).
    init(number: Int, scrambleMoves: Int = 14) {
        var rng = SplitMix(seed: UInt64(number) &* 0x9E37_79B9 &+ 7)
        var walls: Set<Cell> = []
        while walls.count < 2 {
            walls.insert(Cell(column: Int(rng.next() % UInt64(BloqLevel.size)), row: Int(rng.next() % UInt64(BloqLevel.size))))
        }
        var targets: [Cell] = []
        while targets.count < BloqLevel.colors.count {
            let c = Cell(column: Int(rng.next() % UInt64(BloqLevel.size)), row: Int(rng.next() % UInt64(BloqLevel.size)))
            if !walls.contains(c) && !targets.contains(c) { targets.append(c) }
        }
        self.walls = walls
        self.targets = targets
        blocks = targets
        var moves = 0, attempts = 0
        while (moves < scrambleMoves || isSolved) && attempts < 1000 {
            attempts += 1
            let block = Int(rng.next() % UInt64(blocks.count))
            let direction = AnimationDirection.all[Int(rng.next() % 4)]
            if canMove(block: block, direction) { move(block: block, direction); moves += 1 }
        }
    }

    func isInside(_ c: Cell) -> Bool { c.column >= 0 && c.row >= 0 && c.column < BloqLevel.size && c.row < BloqLevel.size }

    func isFree(_ c: Cell) -> Bool { isInside(c) && !walls.contains(c) && !blocks.contains(c) }

    func canMove(block: Int, _ direction: AnimationDirection) -> Bool {
        direction != .undefined && isFree(blocks[block].moved(direction))
    }

    mutating func move(block: Int, _ direction: AnimationDirection) {
        blocks[block] = blocks[block].moved(direction)
    }

    var isSolved: Bool { blocks == targets }

    /// Whether block `block` sits on its own target cell.
    func isOnTarget(block: Int) -> Bool { blocks[block] == targets[block] }
}
