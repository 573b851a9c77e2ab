import Foundation

/// Groups layer changes and says how their implicit animations run (CATransaction): duration, timing,
/// whether actions run at all, and a block to call once every animation added inside has ended.
///
/// ```swift
/// Transaction.begin()
/// Transaction.setAnimationDuration(0.6)
/// Transaction.setCompletionBlock { label.text = "Done" }
/// dot.position = target                 // a standalone layer: animates 0.6 s from where it is
/// ring.add(spin, forKey: "spin")        // the block also waits for this one
/// Transaction.commit()
/// ```
///
/// Outside `begin()`/`commit()` changes go into the frame's implicit transaction (0.25 s, the default timing),
/// committed with the next frame. Transactions nest; an inner one inherits what it does not set.
@MainActor
public enum Transaction {
    public static func begin() { World.current.transactions.begin() }
    public static func commit() { World.current.transactions.commit() }
    /// Commits pending changes now (changes are drawn with the next frame anyway).
    public static func flush() {}

    public static func animationDuration() -> TimeInterval { World.current.transactions.duration }
    public static func setAnimationDuration(_ duration: TimeInterval) {
        World.current.transactions.current.duration = max(duration, 0)
    }
    public static func animationTimingFunction() -> MediaTimingFunction? { World.current.transactions.timingFunction }
    public static func setAnimationTimingFunction(_ function: MediaTimingFunction?) {
        World.current.transactions.current.timingFunction = function
    }
    public static func disableActions() -> Bool { World.current.transactions.disablesActions }
    public static func setDisableActions(_ flag: Bool) { World.current.transactions.current.disablesActions = flag }
    public static func completionBlock() -> (() -> Void)? { World.current.transactions.current.madeCompletion?.block }
    /// Runs `block` once every animation added in this transaction (and its nested ones) has ended or been
    /// removed — at once after the commit when none was added.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        World.current.transactions.current.completion.block = block
    }
}

/// The transactions of one world: the open ones, innermost last, and the frame's implicit one.
///
/// A level whose completion was never asked for (no block set, no animation added) is kept for the next
/// `begin()` when it commits: a frame that opens a transaction to set a few values allocates nothing.
@MainActor
final class TransactionStack {
    final class Level {
        var duration: TimeInterval?
        var timingFunction: MediaTimingFunction?
        var disablesActions: Bool?
        /// The completion, made when first asked for (a block set, an animation added).
        private(set) var madeCompletion: TransactionCompletion?
        var completion: TransactionCompletion {
            if let madeCompletion { return madeCompletion }
            let made = TransactionCompletion()
            madeCompletion = made
            return made
        }

        /// Ready for another transaction: nothing set (only for a level whose completion was never made).
        func reset() {
            duration = nil
            timingFunction = nil
            disablesActions = nil
        }
    }

    private var open: [Level] = []
    private var implicit: Level?
    /// Committed levels whose completion was never made, for the next transactions (at most `spareLimit`).
    private var spare: [Level] = []
    static let spareLimit = 8
    /// Completion blocks due (their transactions committed with nothing left running), run at the next frame.
    private(set) var due: [TransactionCompletion] = []

    /// The innermost open transaction (the implicit one when none is open).
    var current: Level {
        if let last = open.last { return last }
        if let implicit { return implicit }
        let level = newLevel()
        implicit = level
        return level
    }

    private var levels: [Level] { open.reversed() + (implicit.map { [$0] } ?? []) }

    /// The innermost level's `value` that is set (open levels innermost first, then the implicit one),
    /// without making an array of the levels.
    private func innermost<T>(_ value: (Level) -> T?) -> T? {
        for level in open.reversed() { if let v = value(level) { return v } }
        return implicit.flatMap(value)
    }

    var duration: TimeInterval { innermost { $0.duration } ?? 0.25 }
    var timingFunction: MediaTimingFunction? { innermost { $0.timingFunction } }
    var disablesActions: Bool { innermost { $0.disablesActions } ?? false }

    private func newLevel() -> Level { spare.popLast() ?? Level() }
    /// The level the next `begin()` opens, if one is kept (tests read it).
    var nextSpare: Level? { spare.last }

    func begin() {
        open.append(newLevel())
    }

    func commit() {
        guard let level = open.popLast() else {
            Diagnostics.report("Transaction.commit() without a matching begin(); ignored")
            return
        }
        close(level)
    }

    /// Commits the implicit transaction (each frame).
    func commitImplicit() {
        guard let level = implicit else { return }
        implicit = nil
        close(level)
    }

    private func close(_ level: Level) {
        guard let completion = level.madeCompletion else {
            // Nothing waits on it: kept for the next transaction.
            if spare.count < TransactionStack.spareLimit {
                level.reset()
                spare.append(level)
            }
            return
        }
        completion.committed = true
        completion.stack = self
        if completion.pending == 0 && completion.block != nil { due.append(completion) }
    }

    /// The completions an animation added now keeps waiting (every open level's, the implicit one's if it has
    /// a block or is the only one).
    func tokensForNewAnimation() -> [TransactionCompletion] {
        let tokens = levels.map(\.completion)
        for t in tokens { t.pending += 1 }
        return tokens
    }

    func becameDue(_ completion: TransactionCompletion) { due.append(completion) }

    /// Runs the completion blocks that came due.
    func runDue() {
        guard !due.isEmpty else { return }
        let blocks = due
        due.removeAll()
        for c in blocks { c.run() }
    }

    /// Lets every block go (the world ends).
    func removeAll() {
        open.removeAll()
        implicit = nil
        due.removeAll()
        spare.removeAll()
    }
}

/// A transaction's completion block and how many of its animations still run.
@MainActor
final class TransactionCompletion {
    var block: (() -> Void)?
    var pending = 0
    var committed = false
    weak var stack: TransactionStack?
    private var ran = false

    /// One of the transaction's animations ended or was removed.
    func animationEnded() {
        pending -= 1
        if pending == 0 && committed && block != nil, let stack { stack.becameDue(self) }
    }

    func run() {
        guard !ran, let block else { return }
        ran = true
        self.block = nil
        block()
    }
}
