import Foundation
import Synchronization

/// A small pool of threads, made once, that a frame's pixel work is split across: each large composite, fill
/// and blur pass is cut into chunks of rows, which the caller and the woken threads claim one at a time until
/// none is left, and the caller returns when every chunk is done (the frame never overlaps the next). A thread
/// the system is slow to wake leaves its chunks to the others instead of holding the frame up. Every chunk
/// computes exactly the pixels one thread would, so the bytes do not depend on the number of threads.
///
/// ```swift
/// let workers = RenderWorkers.shared(threads: 4)
/// workers.run(rows: 0..<2160) { rows, thread in fill(rows, scratch: scratch[thread]) }   // returns when all are drawn
/// workers.run(rows: 0..<2160, fillJob)      // the same with a RowWork object made once: allocates nothing
/// ```
nonisolated public final class RenderWorkers: @unchecked Sendable {
    /// Threads that draw, the caller's included.
    public let count: Int

    /// The pool of `threads` threads (clamped to 1…64), made on first use and kept for the process: every
    /// compositor drawing with that many threads shares it (they draw one at a time, on the main actor).
    @MainActor
    public static func shared(threads: Int) -> RenderWorkers {
        let n = min(max(threads, 1), maxThreads)
        if let pool = pools[n] { return pool }
        let pool = RenderWorkers(threads: n)
        pools[n] = pool
        return pool
    }

    /// The cores of this machine (the default thread count), at most `maxThreads`.
    public static var defaultThreads: Int { min(max(ProcessInfo.processInfo.activeProcessorCount, 1), maxThreads) }
    public static let maxThreads = 64

    /// How many `run`s were split across threads (for tests and the bench: the work really went parallel).
    public private(set) var splitRuns: UInt64 = 0

    /// Calls `body` with chunks of `rows` — about four per thread, none under `minRows` rows — in parallel, and
    /// the index of the thread drawing it (0 is the caller; below `count`: it picks the thread's scratch
    /// storage); returns when every chunk is done. With one thread, too few rows, or from inside a chunk, all
    /// the rows are one chunk drawn on the calling thread as thread 0 (so a `RowWork` that may run inside
    /// another's chunk must not use per-thread scratch).
    /// (This form wraps `body` in a small object per call; a frame's own work passes a `RowWork` made once.)
    public func run(rows: Range<Int>, minRows: Int = 8, _ body: (_ rows: Range<Int>, _ thread: Int) -> Void) {
        withoutActuallyEscaping(body) { body in run(rows: rows, minRows: minRows, ClosureWork(body)) }
    }

    /// Calls `work.draw(rows:thread:)` as `run(rows:minRows:_:)` calls its closure, allocating nothing.
    public func run(rows: Range<Int>, minRows: Int = 8, _ work: RowWork) {
        let chunks = min(count * 4, rows.count / max(minRows, 1), Int(Self.chunkMask))
        guard count > 1, chunks > 1, !busy else {
            work.draw(rows: rows, thread: 0)
            return
        }
        busy = true
        defer { busy = false }
        splitRuns &+= 1
        job = work
        self.rows = rows
        pending.store(chunks, ordering: .relaxed)
        // Publishes the job with the claim word: a thread that claims a chunk of this run reads this job.
        claims.store(UInt64(chunks) << 24, ordering: .releasing)
        for s in start.prefix(min(chunks, count) - 1) { s.signal() }
        if !self.work(thread: 0) { done.wait() }
        job = nil
    }

    // MARK: Machinery

    @MainActor private static var pools: [Int: RenderWorkers] = [:]
    private static let chunkMask: UInt64 = 0xFFFF

    /// The claim word of the run in progress: its chunk count (bits 24…39) and the next chunk to claim (0…23),
    /// taken by one atomic add (a claim reads the count of the run it claims from); and the chunks not yet done.
    private let claims = Atomic<UInt64>(0)
    private let pending = Atomic<Int>(0)
    /// One semaphore per worker thread (thread i waits on `start[i - 1]`), and the one the thread that finishes
    /// a run's last chunk signals (when it is not the caller).
    private let start: [DispatchSemaphore]
    private let done = DispatchSemaphore(value: 0)
    /// The job of the run in progress and its rows: written before the claim word is published, read by a
    /// thread only after it claimed a chunk of that run (which keeps the run from ending).
    private var job: RowWork?
    private var rows = 0..<0
    private var busy = false

    private init(threads: Int) {
        count = threads
        start = (1..<max(threads, 1)).map { _ in DispatchSemaphore(value: 0) }
        for i in 1..<max(threads, 1) {
            let thread = Thread { [unowned self] in self.serve(i) }
            thread.name = "render-\(i)"
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    /// Claims and draws chunks until none is left; returns whether this thread finished the run's last one.
    private func work(thread: Int) -> Bool {
        var finishedLast = false
        while true {
            let word = claims.add(1, ordering: .acquiring).oldValue
            let chunks = Int((word >> 24) & Self.chunkMask), i = Int(word & 0xFF_FFFF)
            guard i < chunks else { return finishedLast }
            let n = rows.count
            job?.draw(rows: (rows.lowerBound + n * i / chunks)..<(rows.lowerBound + n * (i + 1) / chunks), thread: thread)
            if pending.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 { finishedLast = true }
        }
    }

    /// Worker `i`'s loop: wait to be woken, claim chunks while there are any, and say so when it finished the
    /// run's last chunk. (Pools live for the process.)
    private func serve(_ i: Int) {
        while true {
            start[i - 1].wait()
            if work(thread: i) { done.signal() }
        }
    }
}

/// A piece of pixel work split by rows across `RenderWorkers`: `draw` is called once per chunk, on any of the
/// pool's threads, with the chunk's rows and the thread's index (below the pool's `count`). It must touch
/// nothing but its own fields, the pixels of its rows and the storage of its thread.
///
/// ```swift
/// final class Clear: RowWork {
///     var pixels: UnsafeMutablePointer<UInt32>, width: Int
///     func draw(rows: Range<Int>, thread: Int) { (pixels + rows.lowerBound * width).update(repeating: 0, count: rows.count * width) }
/// }
/// ```
nonisolated public protocol RowWork: AnyObject {
    func draw(rows: Range<Int>, thread: Int)
}

/// A closure as `RowWork` (the closure form of `RenderWorkers.run`).
nonisolated private final class ClosureWork: RowWork {
    let body: (Range<Int>, Int) -> Void
    init(_ body: @escaping (Range<Int>, Int) -> Void) { self.body = body }
    func draw(rows: Range<Int>, thread: Int) { body(rows, thread) }
}
