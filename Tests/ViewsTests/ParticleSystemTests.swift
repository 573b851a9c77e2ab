import Foundation
import Testing
@testable import Views

/// The particle columns: one block, grown as births come, every particle kept as it was born.
@MainActor
@Suite struct ParticleSystemTests {
    /// 600 particles, each with its own values in every column: the block grows twice (256, 512, 1024) and
    /// every particle reads back what it was born with, in order; the dead go and the living keep theirs.
    @Test func growingKeepsEveryParticleAsItWasBorn() {
        let system = ParticleSystem()
        var rates = [ParticleSystem.CellRates(), ParticleSystem.CellRates()]
        rates[1].ax = 0
        system.setCells(rates)
        system.restart(at: 0)
        for i in 0..<600 {
            let f = Float(i)
            system.append(birth: Double(i) / 100, life: 1 + f / 100, x: f, y: -f, vx: 0, vy: 0, scale: f / 10,
                          spin: 0, color: (f / 1000, f / 2000, f / 3000, 1), cell: UInt16(i % 2))
        }
        #expect(system.count == 600 && system.capacity == 1024)
        func expectBorn(_ i: Int, at row: Int) {
            let p = system.state(of: row, at: system.birthTime(of: row))
            #expect(system.birthTime(of: row) == Double(i) / 100 && system.lifetime(of: row) == 1 + Float(i) / 100)
            #expect(p.x == Double(Float(i)) && p.y == -Double(Float(i)) && p.scale == Double(Float(i) / 10))
            #expect(p.red == Double(Float(i) / 1000) && p.blue == Double(Float(i) / 3000) && p.cell == i % 2)
        }
        for i in [0, 1, 255, 256, 257, 511, 512, 599] { expectBorn(i, at: i) }
        // At 5 s: particle i lives 1 + i/100 s from i/100 s, until 1 + i/50 s: the first 201 are gone.
        system.removeDead(at: 5)
        #expect(system.count == 600 - 201)
        expectBorn(201, at: 0)
        expectBorn(400, at: 199)
        expectBorn(599, at: 398)
    }
}
