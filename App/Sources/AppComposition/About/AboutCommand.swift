import FeatureKit
import Localization
import ReplKit

/// `about`: the environment, the data folder and schema, and each source with its freshness.
enum AboutCommand {
    @MainActor
    static func make(diContainer: AppDiContainer, strings: Localizer<AppStringKey>) -> ReplCommand {
        ReplCommand(name: "about", summary: strings.text(.aboutSummary)) { _ in
            // The schema reported is the whole app's, whatever the session has opened so far.
            try? diContainer.migrateEveryFeature()
            var sources: [FeatureSourceStatus] = []
            for feature in diContainer.features {
                if let status = await feature.sourceStatus() { sources.append(status) }
            }
            let report = AboutReport(
                version: AppVersion.current,
                environment: diContainer.configuration.environment,
                services: diContainer.configuration.services,
                databaseLocation: diContainer.configuration.databaseLocation,
                migrations: (try? await diContainer.database.appliedMigrations()) ?? [],
                sources: sources
            )
            return .message(([strings.text(.aboutTitle)] + report.lines(strings: strings)).joined(separator: "\n"))
        }
    }
}
