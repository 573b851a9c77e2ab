import Foundation

/// A small pool of threads, made once, that a frame's pixel work is split across: each large composite, fill
/// and blur pass is cut into bands of rows, one per thread, and the caller waits for all of them (the frame
/// never overlaps the next). Every band computes exactly the pixels one thread would, so the bytes do not
/// depend on the number of threads.
///
/// ```swift
/// let workers = RenderWorkers.shared(threads: 4)
/// workers.run(rows: 0..<2160) { rows, band in fill(rows, scratch: scratch[band]) }   // returns when all are drawn
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

    /// Calls `body` with each band of `rows` and its index (as many bands as threads, or fewer when there are
    /// fewer than `minRows` rows a band), in parallel; returns when every band is done. The caller draws band
    /// 0; a band's index picks its scratch storage (below `count`). A call made from inside a band (or with one
    /// thread) draws all the rows as band 0 on the calling thread.
    public func run(rows: Range<Int>, minRows: Int = 8, _ body: (_ rows: Range<Int>, _ band: Int) -> Void) {
        let bands = min(count, max(rows.count / max(minRows, 1), 1))
        guard bands > 1, !busy else {
            body(rows, 0)
            return
        }
        busy = true
        defer { busy = false }
        splitRuns &+= 1
        withoutActuallyEscaping(body) { job in
            self.job = job
            self.rows = rows
            self.bands = bands
            for i in 1..<bands { start[i - 1].signal() }
            job(band(0), 0)
            for _ in 1..<bands { done.wait() }
            self.job = nil
        }
    }

    // MARK: Machinery

    @MainActor private static var pools: [Int: RenderWorkers] = [:]

    /// One semaphore per worker thread (thread i waits on `start[i - 1]`), and the one they all signal.
    private let start: [DispatchSemaphore]
    private let done = DispatchSemaphore(value: 0)
    /// The job of the `run` in progress, its rows and band count: written before the workers are started and
    /// read by them until they signal `done` (the semaphores order the accesses).
    private var job: ((Range<Int>, Int) -> Void)?
    private var rows = 0..<0
    private var bands = 1
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

    /// Band `i` of the rows in progress: the rows split as evenly as whole rows allow.
    private func band(_ i: Int) -> Range<Int> {
        let n = rows.count
        return (rows.lowerBound + n * i / bands)..<(rows.lowerBound + n * (i + 1) / bands)
    }

    /// Worker `i`'s loop: wait to be started, draw its band, say so. (Pools live for the process.)
    private func serve(_ i: Int) {
        while true {
            start[i - 1].wait()
            if let job { job(band(i), i) }
            done.signal()
        }
    }
}
