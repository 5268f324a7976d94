import AppCore
import FeatureKit
import Foundation
import Localization
import Persistence

/// What `about` says: the app's version, its environment and where its sources point, its data
/// folder and schema, and each feature's source with when it was last saved from.
struct AboutReport: Sendable {
    var version: String
    var environment: AppEnvironment?
    var services: ServiceEnvironment
    var databaseLocation: DatabaseLocation
    var migrations: [String]
    var sources: [FeatureSourceStatus]

    /// The report's lines in the app language.
    func lines(strings: Localizer<AppStringKey>) -> [String] {
        var lines = [strings.text(.aboutVersion, ["version": version])]
        lines.append(environmentLine(strings: strings))
        switch databaseLocation {
        case .inMemory: lines.append(strings.text(.aboutInMemory))
        case .directory(let folder): lines.append(strings.text(.aboutDataFolder, ["path": folder.path]))
        }
        lines.append(
            strings.text(.aboutSchema, ["count": String(migrations.count), "latest": migrations.last ?? "—"]))
        for source in sources {
            if let statusLine = source.statusLine {
                lines.append(statusLine)
                continue
            }
            guard let address = source.address else {
                lines.append(strings.text(.aboutSourceBundled, ["feature": source.title]))
                continue
            }
            if let saved = source.lastSavedAt {
                lines.append(
                    strings.text(
                        .aboutSourceSaved,
                        ["feature": source.title, "url": address.absoluteString, "time": Self.timestamp(saved)]))
            } else {
                lines.append(strings.text(.aboutSourceNeverSaved, ["feature": source.title, "url": address.absoluteString]))
            }
        }
        return lines
    }

    private func environmentLine(strings: Localizer<AppStringKey>) -> String {
        // With no --env, a backend was named by --backend itself.
        let name = environment?.rawValue ?? "--backend"
        switch services {
        case .embedded:
            return strings.text(.aboutEnvironmentEmbedded)
        case .backend(let url):
            return strings.text(.aboutEnvironmentBackend, ["environment": name, "url": url.absoluteString])
        case .publicServices:
            return strings.text(.aboutEnvironmentPublic, ["environment": name])
        }
    }

    /// `2026-01-15 12:00 UTC`: the same in every language, to the minute.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let year = parts.year ?? 0
        let month = parts.month ?? 0
        let day = parts.day ?? 0
        let hour = parts.hour ?? 0
        let minute = parts.minute ?? 0
        return String(format: "%04d-%02d-%02d %02d:%02d UTC", year, month, day, hour, minute)
    }
}
