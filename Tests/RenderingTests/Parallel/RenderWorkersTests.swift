import CCairo
import Foundation
import Testing
@testable import Rendering
import Views

/// The pool splits rows into whole chunks that cover them once, and the blur's passes split across it draw the
/// same bytes as on one thread.
@MainActor
@Suite struct RenderWorkersTests {
    @Test func bandsCoverTheRowsOnceEach() {
        let workers = RenderWorkers.shared(threads: 3)
        var seen = [Int](repeating: 0, count: 1000)
        var threads = Set<Int>(), chunks = 0
        let lock = NSLock()
        workers.run(rows: 7..<1000) { rows, thread in
            lock.lock(); defer { lock.unlock() }
            threads.insert(thread)
            chunks += 1
            for y in rows { seen[y] += 1 }
        }
        // Four chunks a thread, drawn by the caller (0) and whichever workers woke in time.
        #expect(chunks == 12 && !threads.isEmpty && threads.isSubset(of: [0, 1, 2]))
        #expect(seen[0..<7].allSatisfy { $0 == 0 } && seen[7...].allSatisfy { $0 == 1 })
        // Too few rows for a band each: fewer bands; one row: the caller alone.
        var count = 0
        workers.run(rows: 0..<10, minRows: 4) { rows, _ in lock.lock(); count += 1; lock.unlock() }
        #expect(count == 2)
        workers.run(rows: 0..<1) { rows, thread in #expect(rows == 0..<1 && thread == 0) }
        // Many runs in a row: each waits for all of its chunks (a late worker never spoils the next run).
        for n in 0..<200 {
            var sum = 0
            workers.run(rows: 0..<(64 + n)) { rows, _ in lock.lock(); sum += rows.count; lock.unlock() }
            #expect(sum == 64 + n)
        }
    }

    @Test func aCallFromInsideABandRunsInline() {
        let workers = RenderWorkers.shared(threads: 2)
        let lock = NSLock()
        var inner = 0, outer = 0
        workers.run(rows: 0..<100) { _, _ in
            lock.lock(); outer += 1; lock.unlock()
            // Inline: one chunk of all the rows, on this thread.
            workers.run(rows: 0..<100) { rows, _ in lock.lock(); inner += rows.count; lock.unlock() }
        }
        #expect(outer == 8 && inner == outer * 100)
    }

    /// A blur over a patterned backdrop at every downsampling factor, on 1 and on 3 threads: the same bytes.
    @Test(arguments: [2.0, 6.0, 13.0, 24.0])
    func blurIsTheSameOnAnyNumberOfThreads(sigma: Double) {
        let w = 517, h = 389
        var source = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w {
            let v = UInt32((x * 7 + y * 13) & 0xFF), u = UInt32((x ^ y) & 0xFF)
            source[y * w + x] = 0xFF00_0000 | v << 16 | u << 8 | UInt32((x * y) & 0xFF)
        } }
        func blurred(threads: Int) -> [UInt32] {
            let blur = BackdropBlur()
            blur.workers = threads > 1 ? RenderWorkers.shared(threads: threads) : nil
            let out = PixelBox(x0: 3, y0: 5, x1: w - 2, y1: h - 4)
            source.withUnsafeMutableBytes {
                blur.update(source: $0.baseAddress!, stride: w * 4, region: (x: 0, y: 0, w: w, h: h), output: out,
                            blur: BlurParameters(style: .light), sigma: sigma, key: 1)
            }
            guard let surface = blur.surface, let data = cairo_image_surface_get_data(surface) else { return [] }
            let stride = Int(cairo_image_surface_get_stride(surface))
            var pixels: [UInt32] = []
            for y in 0..<(out.y1 - out.y0) {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                pixels.append(contentsOf: UnsafeBufferPointer(start: row, count: out.x1 - out.x0))
            }
            return pixels
        }
        let one = blurred(threads: 1)
        #expect(Set(one).count > 100, "a blurred pattern, not a flat colour")
        #expect(blurred(threads: 3) == one)
    }
}
