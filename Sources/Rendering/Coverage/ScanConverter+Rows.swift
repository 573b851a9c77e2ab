/// The row loop of `ScanConverter`: which rows are covered analytically and which on sub-rows, the active list
/// kept in glitter's order (its merge sort, its re-insertions), and the coverage each edge leaves in the cells.
extension ScanConverter {
    /// glitter_scan_converter_render.
    func render(rows h: Int, ymin: Int32) {
        var i = 0
        while i < h {
            var j = i + 1
            var fullRow = false
            if fillBuckets(rowHeads[i], ymin + Int32(i) * Self.gridY) == 0 {
                if subHeads[0] != Self.none {
                    t[Int(Self.head)].next = mergeUnsorted(t[Int(Self.head)].next, subHeads[0])
                    subHeads[0] = Self.none
                }
                if t[Int(Self.head)].next == Self.tail {
                    minHeight = .max
                    isVertical = true
                    while j < h && rowHeads[j] == Self.none { j += 1 }
                    i = j
                    continue
                }
                fullRow = canDoFullRow()
            }
            if fullRow {
                coverFullRow()
                if isVertical {
                    while j < h && rowHeads[j] == Self.none && minHeight >= 2 * Self.gridY {
                        minHeight -= Self.gridY
                        j += 1
                    }
                    if j != i + 1 { stepAll(rows: Int32(j - (i + 1))) }
                }
            } else {
                for sub in 0..<Int(Self.gridY) {
                    if subHeads[sub] != Self.none {
                        t[Int(Self.head)].next = mergeUnsorted(t[Int(Self.head)].next, subHeads[sub])
                        subHeads[sub] = Self.none
                    }
                    coverSubRow()
                }
            }
            blit(row: i, rows: j - i)
            clearCells()
            minHeight -= Self.gridY
            i = j
        }
    }

    // MARK: The active list

    /// Moves a row's edges into the buckets of their first sub-rows; returns the last sub-row one starts on.
    private func fillBuckets(_ first: Int32, _ y: Int32) -> Int {
        var maxSub = 0
        var e = first
        while e != Self.none {
            let next = t[Int(e)].next
            let sub = Int(t[Int(e)].ytop - y)
            if subHeads[sub] != Self.none { t[Int(subHeads[sub])].prev = e }
            t[Int(e)].next = subHeads[sub]
            t[Int(e)].prev = Self.none
            subHeads[sub] = e
            if t[Int(e)].heightLeft < minHeight { minHeight = t[Int(e)].heightLeft }
            isVertical = isVertical && t[Int(e)].dy == 0
            e = next
            maxSub = max(maxSub, sub)
        }
        return maxSub
    }

    private func mergeUnsorted(_ head: Int32, _ unsorted: Int32) -> Int32 {
        var sorted = Self.none
        _ = sortEdges(unsorted, .max, &sorted)
        return mergeSorted(head, sorted)
    }

    /// glitter's merge_sorted_edges, with its alternation (ties go to the list being walked).
    private func mergeSorted(_ a: Int32, _ b: Int32) -> Int32 {
        var headA = a, headB = b
        var prev = t[Int(headA)].prev
        var head: Int32
        var nextOwner: Int32 = -2   // -2: the merged list's head itself
        @inline(__always) func link(_ v: Int32) { if nextOwner == -2 { head = v } else { t[Int(nextOwner)].next = v } }
        var startWithB = false
        if t[Int(headA)].cell <= t[Int(headB)].cell {
            head = headA
        } else {
            head = headB
            t[Int(headB)].prev = prev
            startWithB = true
        }
        while true {
            if !startWithB {
                let x = t[Int(headB)].cell
                while headA != Self.none && t[Int(headA)].cell <= x {
                    prev = headA; nextOwner = headA; headA = t[Int(headA)].next
                }
                t[Int(headB)].prev = prev
                link(headB)
                if headA == Self.none { return head }
            }
            startWithB = false
            let x = t[Int(headA)].cell
            while headB != Self.none && t[Int(headB)].cell <= x {
                prev = headB; nextOwner = headB; headB = t[Int(headB)].next
            }
            t[Int(headA)].prev = prev
            link(headA)
            if headB == Self.none { return head }
        }
    }

    /// glitter's sort_edges: a bottom-up merge sort of a list; returns what it left unsorted.
    private func sortEdges(_ list: Int32, _ level: UInt32, _ headOut: inout Int32) -> Int32 {
        var other = t[Int(list)].next
        if other == Self.none { headOut = list; return Self.none }
        var remaining = t[Int(other)].next
        if t[Int(list)].cell <= t[Int(other)].cell {
            headOut = list
            t[Int(other)].next = Self.none
        } else {
            headOut = other
            t[Int(other)].prev = t[Int(list)].prev
            t[Int(other)].next = list
            t[Int(list)].prev = other
            t[Int(list)].next = Self.none
        }
        var i: UInt32 = 0
        while i < level && remaining != Self.none {
            remaining = sortEdges(remaining, i, &other)
            headOut = mergeSorted(headOut, other)
            i += 1
        }
        return remaining
    }

    private func unlink(_ e: Int32) {
        let p = t[Int(e)].prev, n = t[Int(e)].next
        t[Int(p)].next = n
        t[Int(n)].prev = p
    }

    // MARK: Stepping

    @inline(__always) private func step(_ e: Int32) {
        let k = Int(e)
        guard t[k].dy != 0 else { return }
        t[k].xQuo &+= t[k].stepQuo
        t[k].xRem += t[k].stepRem
        normalize(k)
    }

    @inline(__always) private func fullStep(_ e: Int32) {
        let k = Int(e)
        guard t[k].dy != 0 else { return }
        t[k].xQuo &+= t[k].fullQuo
        t[k].xRem += t[k].fullRem
        normalize(k)
    }

    @inline(__always) private func normalize(_ k: Int) {
        if t[k].xRem < 0 { t[k].xQuo &-= 1; t[k].xRem += t[k].dy } else if t[k].xRem >= t[k].dy {
            t[k].xQuo &+= 1; t[k].xRem -= t[k].dy
        }
        t[k].cell = t[k].xQuo &+ (t[k].xRem >= t[k].dy / 2 ? 1 : 0)
    }

    private func stepAll(rows: Int32) {
        let count = rows * Self.gridY
        var e = t[Int(Self.head)].next
        while e != Self.tail {
            t[Int(e)].heightLeft -= count
            if t[Int(e)].heightLeft == 0 { unlink(e); minHeight = -1 }
            e = t[Int(e)].next
        }
    }

    /// Whether every active edge runs through the whole next row without ending or crossing another.
    private func canDoFullRow() -> Bool {
        if minHeight <= 0 {
            var least = Int32.max
            var vertical = true
            var e = t[Int(Self.head)].next
            while e != Self.none {
                least = min(least, t[Int(e)].heightLeft)
                vertical = vertical && t[Int(e)].dy == 0
                e = t[Int(e)].next
            }
            isVertical = vertical
            minHeight = least
        }
        if minHeight < Self.gridY { return false }
        var prevX = Int32.min
        var e = t[Int(Self.head)].next
        while e != Self.tail {
            let k = Int(e)
            var cell = t[k].cell
            if t[k].dy != 0 {
                var quo = t[k].xQuo &+ t[k].fullQuo, rem = t[k].xRem + t[k].fullRem
                if rem < 0 { quo &-= 1; rem += t[k].dy } else if rem >= t[k].dy { quo &+= 1; rem -= t[k].dy }
                cell = quo &+ (rem >= t[k].dy / 2 ? 1 : 0)
            }
            if cell < prevX { return false }
            prevX = cell
            e = t[k].next
        }
        return true
    }

    // MARK: Coverage

    /// One sub-row: the spans between winding changes added to the cells; each edge stepped, re-inserted
    /// where its new x belongs, or dropped when it ends.
    private func coverSubRow() {
        var e = t[Int(Self.head)].next
        var xstart = Int32.min, prevX = Int32.min
        var winding: Int32 = 0
        while e != Self.tail {
            let k = Int(e)
            let next = t[k].next
            let xend = t[k].cell
            t[k].heightLeft -= 1
            if t[k].heightLeft != 0 {
                step(e)
                if t[k].cell < prevX {
                    var pos = t[k].prev
                    t[Int(pos)].next = next
                    t[Int(next)].prev = pos
                    repeat { pos = t[Int(pos)].prev } while t[k].cell < t[Int(pos)].cell
                    let after = t[Int(pos)].next
                    t[Int(after)].prev = e
                    t[k].next = after
                    t[k].prev = pos
                    t[Int(pos)].next = e
                } else {
                    prevX = t[k].cell
                }
                minHeight = -1
            } else {
                t[Int(t[k].prev)].next = next
                t[Int(next)].prev = t[k].prev
            }
            winding &+= t[k].dir
            if winding == 0 {
                if t[Int(next)].cell != xend {
                    addSubspan(xstart, xend)
                    xstart = .min
                }
            } else if xstart == .min {
                xstart = xend
            }
            e = next
        }
    }

    private func addSubspan(_ x1: Int32, _ x2: Int32) {
        guard x1 != x2 else { return }
        let ix1 = x1 >> 8, fx1 = x1 & 255, ix2 = x2 >> 8, fx2 = x2 & 255
        if ix1 != ix2 {
            addCell(ix1, area: 2 * fx1, height: 1)
            addCell(ix2, area: -2 * fx2, height: -1)
        } else {
            addCell(ix1, area: 2 * (fx1 - fx2), height: 0)
        }
    }

    private func dec(_ e: Int32, _ h: Int32) {
        t[Int(e)].heightLeft -= h
        if t[Int(e)].heightLeft == 0 { unlink(e); minHeight = -1 }
    }

    /// A whole row at once: each span's left and right edges covered analytically.
    private func coverFullRow() {
        var left = t[Int(Self.head)].next
        while left != Self.tail {
            dec(left, Self.gridY)
            var winding = t[Int(left)].dir
            var right = t[Int(left)].next
            while true {
                if right == Self.tail { return }   // unbalanced windings: not a closed path's polygon
                dec(right, Self.gridY)
                winding &+= t[Int(right)].dir
                if winding == 0 && t[Int(t[Int(right)].next)].cell != t[Int(right)].cell { break }
                fullStep(right)
                right = t[Int(right)].next
            }
            renderEdge(left, sign: 1)
            renderEdge(right, sign: -1)
            left = t[Int(right)].next
        }
    }

    /// glitter's cell_list_render_edge: the area an edge leaves in each cell it crosses over a full row, its
    /// x taken back half a sub-row from the samples to the row's top and bottom.
    private func renderEdge(_ e: Int32, sign: Int32) {
        let k = Int(e)
        var x1 = (quo: t[k].xQuo, rem: t[k].xRem)
        fullStep(e)
        var x2 = (quo: t[k].xQuo, rem: t[k].xRem)
        let dy = t[k].dy
        if dy != 0 {
            let hq = t[k].stepQuo / 2, hr = t[k].stepRem / 2
            @inline(__always) func back(_ x: inout (quo: Int32, rem: Int64)) {
                x.quo &-= hq
                x.rem -= hr
                if x.rem < 0 { x.quo &-= 1; x.rem += dy } else if x.rem >= dy { x.quo &+= 1; x.rem -= dy }
            }
            back(&x1)
            back(&x2)
        }
        var ix1 = x1.quo >> 8, fx1 = x1.quo & 255, ix2 = x2.quo >> 8, fx2 = x2.quo & 255
        let gy = Self.gridY
        if ix1 == ix2 {
            addCell(ix1, area: sign * (fx1 + fx2) * gy, height: sign * gy)
            return
        }
        if ix2 < ix1 {
            swap(&ix1, &ix2); swap(&fx1, &fx2); swap(&x1, &x2)
        }
        // Wrapping, as cairo's C (see `add`).
        let dx = (Int64(x2.quo) &- Int64(x1.quo)) &* dy &+ (x2.rem &- x1.rem)
        guard dx > 0 else { return }   // only where the product wrapped (an absurd edge)
        var tmp = (Int64(ix1) &+ 1) &* 256 &* dy
        tmp = tmp &- (Int64(x1.quo) &* dy &+ x1.rem)
        tmp = tmp &* Int64(gy)
        var yQuo = Int32(truncatingIfNeeded: tmp / dx), yRem = tmp % dx
        addCell(ix1, area: sign * yQuo * (256 + fx1), height: sign * yQuo)
        var yLast = yQuo
        if ix1 + 1 < ix2 {
            let fullQuo = Int32(truncatingIfNeeded: (Int64(gy * 256) &* dy) / dx), fullRem = (Int64(gy * 256) &* dy) % dx
            var ix = ix1 + 1
            repeat {
                yQuo &+= fullQuo
                yRem += fullRem
                if yRem >= dx { yQuo &+= 1; yRem -= dx }
                addCell(ix, area: sign * (yQuo - yLast) * 256, height: sign * (yQuo - yLast))
                yLast = yQuo
                ix += 1
            } while ix != ix2
        }
        addCell(ix2, area: sign * (gy - yLast) * fx2, height: sign * (gy - yLast))
    }
}
