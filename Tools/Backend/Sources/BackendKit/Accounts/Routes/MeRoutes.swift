/// The signed-in person's own routes, each with a bearer access token (``BearerAuthentication``):
/// `GET /me` (the account), `DELETE /me` (204: the account and all of it deleted),
/// `GET|POST /me/activity` (``ActivityRoute``) and the wishlist (``WishlistRoutes``).
enum MeRoutes {
    static func handles(_ path: String) -> Bool {
        path == "/me" || path.hasPrefix("/me/")
    }

    static func respond(to request: BackendRequest, service: AccountService) async throws -> BackendResponse {
        guard let allowed = allowedMethods(request) else { return AccountResponses.notFound(request) }
        guard allowed.contains(request.method) else { return AccountResponses.methodNotAllowed(request, allowed: allowed) }
        let account: Account
        switch try await BearerAuthentication.account(for: request, service: service) {
        case .success(let found): account = found
        case .failure(let refused): return refused.response
        }
        switch request.path {
        case "/me" where request.method == "DELETE":
            try await service.delete(account)
            return AccountResponses.noContent()
        case "/me":
            return AccountResponses.account(account)
        case ActivityRoute.path:
            return try await ActivityRoute.respond(to: request, account: account, service: service)
        default:
            return try await WishlistRoutes.respond(to: request, account: account, service: service)
        }
    }

    /// The methods the request's path takes; nil when it is not one of these routes.
    private static func allowedMethods(_ request: BackendRequest) -> [String]? {
        switch request.path {
        case "/me": ["GET", "DELETE"]
        case ActivityRoute.path: ["GET", "POST"]
        case WishlistRoutes.listPath: ["GET"]
        case let path where path.hasPrefix(WishlistRoutes.itemPrefix): ["PUT", "DELETE"]
        default: nil
        }
    }
}
