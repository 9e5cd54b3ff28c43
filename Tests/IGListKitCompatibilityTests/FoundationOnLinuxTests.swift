// swift-format-ignore-file
import IGListKit
import Testing

// Foundation API that IGListKit apps use and that Foundation on Linux lacks or keeps apart, as
// the IGListKit module provides it, written as the apps write it.

protocol CounterListener: AnyObject {
    func didCount(to value: Int)
}

final class CounterAnnouncer {
    private let listeners: NSHashTable<CounterListener> = NSHashTable<CounterListener>.weakObjects()
    private var value = 0

    func addListener(listener: CounterListener) {
        listeners.add(listener)
    }

    func increment() {
        value += 1
        for listener in listeners.allObjects {
            listener.didCount(to: value)
        }
    }
}

final class RecordingListener: CounterListener {
    var values: [Int] = []
    func didCount(to value: Int) { values.append(value) }
}

@Suite struct FoundationOnLinuxTests {
    @Test func aWeakHashTableHoldsItsListenersWeakly() {
        let announcer = CounterAnnouncer()
        let kept = RecordingListener()
        announcer.addListener(listener: kept)
        announcer.addListener(listener: kept)
        do {
            let dropped = RecordingListener()
            announcer.addListener(listener: dropped)
        }
        announcer.increment()
        announcer.increment()
        #expect(kept.values == [1, 2])
    }

    @Test func aStrongHashTableKeepsItsObjects_andRemovesThem() {
        let table = NSHashTable<RecordingListener>()
        do {
            table.add(RecordingListener())
        }
        #expect(table.count == 1)
        let object = RecordingListener()
        table.add(object)
        #expect(table.contains(object))
        table.remove(object)
        #expect(!table.contains(object))
        table.removeAllObjects()
        #expect(table.anyObject == nil)
    }

    @Test func urlSessionIsThere_withImportIGListKitAlone() {
        let session: URLSession = URLSession.shared
        #expect(session.configuration.timeoutIntervalForRequest > 0)
    }
}

@Suite struct RelativeDateTimeFormatterTests {
    @Test func saysHowFarADateIs() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .full
        #expect(formatter.localizedString(for: now.addingTimeInterval(-3 * 3_600), relativeTo: now) == "3 hours ago")
        #expect(formatter.localizedString(for: now.addingTimeInterval(86_400), relativeTo: now) == "in 1 day")
        #expect(formatter.localizedString(for: now, relativeTo: now) == "now")
        formatter.unitsStyle = .spellOut
        #expect(formatter.localizedString(for: now.addingTimeInterval(-42 * 60), relativeTo: now) == "forty-two minutes ago")
        formatter.unitsStyle = .abbreviated
        #expect(formatter.localizedString(for: now.addingTimeInterval(-14 * 86_400), relativeTo: now) == "2w ago")
    }
}
