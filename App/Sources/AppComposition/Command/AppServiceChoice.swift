import AppCore
import FeatureKit
import Foundation

/// Where the app's remote sources point, from `--backend` and `--env` (or `APP_ENV`):
///
/// - `--backend URL`: every source at that backend, whatever the environment;
/// - `dev` and `qc`: the local backend (`swift run backend`) at ``localBackend``;
/// - `prod`: the real public services where one exists;
/// - no environment: the bundled data, with no network at all.
///
/// A feature's own option (`--contacts-url` …) still wins over all of these.
enum AppServiceChoice {
    /// Where `swift run backend` listens by default.
    static let localBackend = URL(string: "http://127.0.0.1:8080")

    static func services(environment: AppEnvironment?, backend: URL?) -> ServiceEnvironment {
        if let backend { return .backend(baseURL: backend) }
        switch environment {
        case nil: return .embedded
        case .dev, .qc: return localBackend.map { .backend(baseURL: $0) } ?? .embedded
        case .prod: return .publicServices
        }
    }

    /// The environment `--env` names, else `APP_ENV`'s; throws a message for a value that is neither.
    static func environment(option: AppEnvironment?, processEnvironment: [String: String]) throws(AppChoiceError)
        -> AppEnvironment?
    {
        if let option { return option }
        guard let variable = processEnvironment["APP_ENV"], !variable.isEmpty else { return nil }
        guard let environment = AppEnvironment(rawValue: variable.lowercased()) else {
            throw AppChoiceError("APP_ENV takes dev, qc or prod, not \"\(variable)\".")
        }
        return environment
    }
}

/// A choice on the command line or in the environment that cannot be used, said in words.
struct AppChoiceError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
