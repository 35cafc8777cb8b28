import { Strategy as HttpBearerStrategy, type VerifyFunctionWithRequest } from 'passport-http-bearer';
import { bearerOf } from './bearer.js';

type BearerRequest = Parameters<HttpBearerStrategy<VerifyFunctionWithRequest>['authenticate']>[0];

/**
 * passport-http-bearer, reading the credential the one way (bearerOf: RFC 6750's one or more spaces after
 * the scheme, from the Authorization header only). The strategy sees the request through a view whose
 * header is the credential alone; everything else, writes included, goes to the request itself.
 */
export class BearerStrategy extends HttpBearerStrategy<VerifyFunctionWithRequest> {
  override authenticate(req: BearerRequest, options?: object): void {
    const token = bearerOf(req.headers.authorization);
    if (!token) return super.authenticate(req, options);
    const headers = { ...req.headers, authorization: `Bearer ${token}` };
    const view = new Proxy(req, {
      get: (target, property, receiver) =>
        property === 'headers'
          ? headers
          : property === 'body' || property === 'query'
            ? undefined
            : (Reflect.get(target, property, receiver) as unknown),
    });
    super.authenticate(view, options);
  }
}
