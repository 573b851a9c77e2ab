import Views

/// Seed 001's Bloq: slide the coloured blocks onto the targets of their colour.
///
/// ```swift
/// // playground run bloq
/// let tester = try SceneTester(BloqScene.self)
/// tester.key(.n)                   // the next level
/// ```
///
/// Drag a block toward a free neighbouring cell: the move scrubs with the drag, can be caught mid-flight, and on
/// release continues with a spring carrying the release velocity (reversed when the release goes back). Toward a
/// wall the block gives like a rubber band; on its target it shows a tick. Solved, a Next level button appears under
/// the banner. R restarts the level, N and P go to the next and previous.
public final class BloqScene: Scene, BlockViewDelegate {
    public override class var name: String { "bloq" }
    public override class var summary: String { "Seed 001: a sliding-block puzzle driven by a scrubbed, catchable property animator" }
    public override class var hint: String { "Drag a block to a free cell · R restart · N / P next / previous level" }
    public override class var helpItems: [HelpItem] {
        [HelpItem("Drag a block", "toward a free cell: the move follows your finger (a scrubbed animator)"),
         HelpItem("Let go", "a spring finishes the move with your speed, or takes it back if thrown back"),
         HelpItem("Press a moving block", "catches it where it is"),
         HelpItem("Drag toward a wall", "the block gives like a rubber band and springs back"),
         HelpItem("Next level", "the button under Solved! (or N) starts the next level"),
         HelpItem("R", "restart this level"),
         HelpItem("N / P (or → / ←)", "next / previous level")]
    }

    static let cell: CGFloat = 76
    static let gap: CGFloat = 6

    private let phone = PhoneFrame(hint: BloqScene.hint)
    private let caption = SceneCaption(title: "Bloq", body: """
        Drag a block toward a free cell: the move follows the drag. Let go and a spring finishes it with your \
        release speed, or takes it back if you throw it the other way. Grab a moving block to catch it.

        Bring every block onto the target of its colour: a tick shows when one is there.

        R — restart · N / P — next / previous level
        """)
    private let board = View()
    private let titleLabel = Label(text: "Bloq", font: .systemFont(ofSize: 34, weight: .heavy), color: .white)
    private let statusLabel = Label(text: "", font: .systemFont(ofSize: 17, weight: .medium), color: Color(white: 0.8))
    private let winBanner = Label(text: "Solved!", font: .systemFont(ofSize: 40, weight: .heavy), color: .white)
    /// Shown with the banner once the level is solved: starts the next level.
    let nextLevelButton = Button()
    private(set) var level = BloqLevel(number: 1)
    private(set) var levelNumber = 1
    private(set) var blocks: [BlockView] = []
    private(set) var moves = 0
    /// Cells blocks are moving into (reserved until the move ends).
    private var reserved: [Int: Cell] = [:]

    public override func didLoad() {
        view.backgroundColor = Color(hex: 0x101216)
        view.addSubview(caption)
        view.addSubview(phone)
        let screen = phone.screen
        screen.backgroundColor = Color(hex: 0x1B1E27)
        titleLabel.textAlignment = .center
        titleLabel.frame = CGRect(x: 0, y: 60, width: 375, height: 44)
        statusLabel.textAlignment = .center
        statusLabel.frame = CGRect(x: 0, y: 108, width: 375, height: 24)
        let side = CGFloat(BloqLevel.size) * (BloqScene.cell + BloqScene.gap) + BloqScene.gap
        board.frame = CGRect(x: (375 - side) / 2, y: 170, width: side, height: side)
        board.backgroundColor = Color(hex: 0x2A2F3C)
        board.cornerRadius = 18
        winBanner.textAlignment = .center
        winBanner.frame = CGRect(x: 0, y: 520, width: 375, height: 50)
        nextLevelButton.setTitle("Next level", for: .normal)
        nextLevelButton.setTitleColor(.white, for: .normal)
        nextLevelButton.titleLabel.font = .systemFont(ofSize: 18, weight: .semibold)
        nextLevelButton.backgroundColor = .systemBlue
        nextLevelButton.cornerRadius = 12
        nextLevelButton.frame = CGRect(x: (375 - 180) / 2, y: 582, width: 180, height: 48)
        nextLevelButton.addTarget(self, action: BloqScene.nextLevel, for: .touchUpInside)
        [titleLabel, statusLabel, board, winBanner, nextLevelButton].forEach(screen.addSubview)
        loadLevel(1)
    }

    public override func layout(in size: CGSize) {
        phone.place(in: size)
        caption.place(in: size, beside: phone)
    }

    public override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .r: loadLevel(levelNumber)
        case .n, .right: loadLevel(levelNumber + 1)
        case .p, .left: loadLevel(max(levelNumber - 1, 1))
        default: return false
        }
        return true
    }

    /// The Next level button's action.
    func nextLevel(_ sender: Button) {
        loadLevel(levelNumber + 1)
    }

    /// The offsets (from the board's top-left) of a cell.
    static func offset(of cell: Cell) -> CGPoint {
        CGPoint(x: gap + CGFloat(cell.column) * (BloqScene.cell + gap), y: gap + CGFloat(cell.row) * (BloqScene.cell + gap))
    }

    /// The block of colour `index`.
    func block(_ index: Int) -> BlockView { blocks[index] }

    private func loadLevel(_ number: Int) {
        levelNumber = number
        level = BloqLevel(number: number)
        moves = 0
        reserved.removeAll()
        // Moves in flight belong to the old level: stop them without completions before the blocks go.
        for block in blocks {
            block.delegate = nil
            block.cancelMove()
        }
        board.subviews.forEach { $0.removeFromSuperview() }
        blocks.removeAll()
        for row in 0..<BloqLevel.size {
            for column in 0..<BloqLevel.size {
                let c = Cell(column: column, row: row)
                let o = BloqScene.offset(of: c)
                let slot = View(frame: CGRect(x: o.x, y: o.y, width: BloqScene.cell, height: BloqScene.cell))
                slot.cornerRadius = 14
                slot.isUserInteractionEnabled = false
                if level.walls.contains(c) {
                    slot.backgroundColor = Color(hex: 0x0E1016)
                } else if let target = level.targets.firstIndex(of: c) {
                    slot.backgroundColor = BloqLevel.colors[target].withAlphaComponent(0.18)
                    slot.borderWidth = 3
                    slot.borderColor = BloqLevel.colors[target]
                    slot.borderDashPattern = [8, 5]
                } else {
                    slot.backgroundColor = Color(hex: 0x343A4A)
                }
                board.addSubview(slot)
            }
        }
        for (i, color) in BloqLevel.colors.enumerated() {
            let block = BlockView(index: i, color: color, size: BloqScene.cell)
            block.delegate = self
            let o = BloqScene.offset(of: level.blocks[i])
            block.install(in: board, x: o.x, y: o.y)
            blocks.append(block)
        }
        board.setNeedsLayout()
        updateStatus()
    }

    private func updateStatus() {
        statusLabel.text = "Level \(levelNumber) · \(moves) move\(moves == 1 ? "" : "s")"
        for block in blocks { block.isOnTarget = level.isOnTarget(block: block.index) }
        let solved = level.isSolved
        let newlySolved = solved && winBanner.isHidden
        winBanner.isHidden = !solved
        nextLevelButton.isHidden = !solved
        if newlySolved {
            winBanner.alpha = 0
            winBanner.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            nextLevelButton.alpha = 0
            ViewPropertyAnimator(duration: 0.6, dampingRatio: 0.5) {
                self.winBanner.alpha = 1
                self.winBanner.transform = .identity
                self.nextLevelButton.alpha = 1
            }.startAnimation()
        }
    }

    // MARK: BlockViewDelegate

    func block(_ block: BlockView, destinationFor direction: AnimationDirection) -> CGPoint? {
        let destination = level.blocks[block.index].moved(direction)
        guard !level.isSolved, level.canMove(block: block.index, direction),
              !reserved.values.contains(destination) else { return nil }
        reserved[block.index] = destination
        return BloqScene.offset(of: destination)
    }

    func block(_ block: BlockView, didFinishMoving direction: AnimationDirection, moved: Bool) {
        reserved[block.index] = nil
        guard moved else { return }
        level.move(block: block.index, direction)
        moves += 1
        updateStatus()
    }
}
