import Logging

/// The account routes: `POST /auth/register`, `/auth/token`, `/auth/revoke`, `/auth/forgot`,
/// `/auth/reset`, and the signed-in person's `/me` routes (``MeRoutes``). Their accounts are
/// opened on the first request that needs them.
struct AccountRoutes: Sendable {
    static let authPrefix = "/auth/"

    let provider: AccountsProvider

    /// Whether `path` is one of these routes' (or would be: an unknown `/auth/…` gets their 404).
    static func handles(_ path: String) -> Bool {
        path.hasPrefix(authPrefix) || MeRoutes.handles(path)
    }

    func respond(to request: BackendRequest) async -> BackendResponse {
        let service: AccountService
        switch provider.get() {
        case .success(let opened): service = opened
        case .failure(let error):
            provider.logger.error("the accounts could not be opened: \(error)")
            return AccountResponses.serverError()
        }
        do {
            return try await route(request, service: service)
        } catch {
            provider.logger.error("an account route failed: \(error)", metadata: ["path": "\(request.path)"])
            return AccountResponses.serverError()
        }
    }

    private func route(_ request: BackendRequest, service: AccountService) async throws -> BackendResponse {
        if MeRoutes.handles(request.path) { return try await MeRoutes.respond(to: request, service: service) }
        let route: (BackendRequest, AccountService) async throws -> BackendResponse
        switch request.path {
        case "/auth/register": route = RegisterRoute.respond
        case "/auth/token": route = TokenRoute.respond
        case "/auth/revoke": route = RevokeRoute.respond
        case "/auth/forgot": route = RecoveryRoutes.forgot
        case "/auth/reset": route = RecoveryRoutes.reset
        default: return AccountResponses.notFound(request)
        }
        guard request.method == "POST" else { return AccountResponses.methodNotAllowed(request, allowed: ["POST"]) }
        return try await route(request, service)
    }
}
