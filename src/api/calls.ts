/** One typed function for each of the 19 calls of SPEC.md §7, plus the marked extensions. */
import * as v from 'valibot';
import { request } from './client';
import {
  AdminDisputeSchema,
  AdminStatsSchema,
  DisputeSchema,
  DisputeSummarySchema,
  EducationalResourceSchema,
  LastCreatedDisputeSchema,
  MessageSchema,
  NotificationSchema,
  ScamAlertSchema,
  SecurityTipSchema,
  SimilarCaseSchema,
  UserSchema,
} from './entities';
import type {
  CreateDisputeRequest,
  LoginRequest,
  PostMessageRequest,
  RegisterRequest,
  ResolutionPayload,
} from './requests';

const disputePath = (id: string) => `/api/disputes/${encodeURIComponent(id)}`;
const adminDisputePath = (id: string) => `/api/admin/disputes/${encodeURIComponent(id)}`;

export const getCurrentUser = () => request('/api/auth/me', { schema: UserSchema });
export const login = (body: LoginRequest) =>
  request('/api/auth/login', { method: 'POST', body, schema: UserSchema });
export const register = (body: RegisterRequest) =>
  request('/api/auth/register', { method: 'POST', body, schema: UserSchema });
export const logout = () => request('/api/auth/logout', { method: 'POST', schema: undefined });

export const getDisputes = () => request('/api/disputes', { schema: v.array(DisputeSummarySchema) });
export const createDispute = (body: CreateDisputeRequest) =>
  request('/api/disputes', { method: 'POST', body, schema: DisputeSchema });
export const getDispute = (id: string) => request(disputePath(id), { schema: DisputeSchema });
export const postDisputeMessage = (id: string, body: PostMessageRequest) =>
  request(`${disputePath(id)}/messages`, { method: 'POST', body, schema: MessageSchema });
export const getLastCreatedDispute = () =>
  request('/api/disputes/last-created', { schema: LastCreatedDisputeSchema });

export const getNotifications = () => request('/api/notifications', { schema: v.array(NotificationSchema) });
export const getScamAlerts = () => request('/api/scam-alerts', { schema: v.array(ScamAlertSchema) });
export const getSecurityTips = () => request('/api/security-tips', { schema: v.array(SecurityTipSchema) });
export const getEducationalResources = () =>
  request('/api/educational-resources', { schema: v.array(EducationalResourceSchema) });

export const getAdminDisputes = () => request('/api/admin/disputes', { schema: v.array(DisputeSummarySchema) });
export const getAdminStats = () => request('/api/admin/stats', { schema: AdminStatsSchema });
export const getAdminDispute = (id: string) => request(adminDisputePath(id), { schema: AdminDisputeSchema });
export const getSimilarCases = (id: string) =>
  request(`${adminDisputePath(id)}/similar`, { schema: v.array(SimilarCaseSchema) });
export const resolveDispute = (id: string, body: ResolutionPayload) =>
  request(`${adminDisputePath(id)}/resolve`, { method: 'POST', body, schema: AdminDisputeSchema });
export const getAdminUsers = () => request('/api/admin/users', { schema: v.array(UserSchema) });

/** Extension (issue 5, not in SPEC.md §7): suspend or reinstate an account; no body, answers the updated User. */
const adminUserPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;
export const suspendUser = (id: string) => request(`${adminUserPath(id)}/suspend`, { method: 'POST', schema: UserSchema });
export const reinstateUser = (id: string) => request(`${adminUserPath(id)}/reinstate`, { method: 'POST', schema: UserSchema });
