import AppCore
import Testing

/// A gate a test opens when it wants the work behind it to finish.
private actor Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        waiters.forEach { $0.resume() }
        waiters = []
    }
}

@Suite("Given work that may outlive the wait for it", .timeLimit(.minutes(5)))
struct BackgroundWorkTests {
    @Test("When the work does not finish within the brief wait Then the wait ends empty-handed and the work goes on to finish")
    func briefWaitGivesUp() async {
        let gate = Gate()
        let work = BackgroundWork<Int, String>()
        let task = work.run(1) {
            await gate.wait()
            return "fresh"
        }

        let early = await BriefWait.value(of: task, within: .milliseconds(10))

        #expect(early == nil)
        #expect(work.isRunning(1))
        await gate.open()
        #expect(await task.value == "fresh")
    }

    @Test("When the work finishes within the brief wait Then its value comes back")
    func briefWaitGetsValue() async {
        let work = BackgroundWork<Int, String>()
        let task = work.run(1) { "fresh" }

        #expect(await BriefWait.value(of: task, within: .seconds(30)) == "fresh")
    }

    @Test("When the same key is asked for while its work runs Then the running work is joined, not started again")
    func joinsRunningWork() async {
        let gate = Gate()
        let work = BackgroundWork<Int, Int>()
        let counter = Counter()
        let first = work.run(7) {
            await counter.increment()
            await gate.wait()
            return 1
        }
        let second = work.run(7) {
            await counter.increment()
            return 2
        }

        await gate.open()

        #expect(await first.value == 1)
        #expect(await second.value == 1)
        #expect(await counter.value == 1)
    }

    @Test("When the waiting task is cancelled, as Ctrl-C does Then the wait ends at once and the work goes on")
    func cancelledWait() async {
        let gate = Gate()
        let work = BackgroundWork<Int, String>()
        let task = work.run(1) {
            await gate.wait()
            return "fresh"
        }
        let waiter = Task { await BriefWait.value(of: task, within: .seconds(3600)) }

        waiter.cancel()

        #expect(await waiter.value == nil)
        await gate.open()
        #expect(await task.value == "fresh")
    }
}

private actor Counter {
    private(set) var value = 0
    func increment() { value += 1 }
}
