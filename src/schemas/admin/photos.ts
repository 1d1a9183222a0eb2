/** Customers' photos in the admin's answers, behind the admin guard. */

/** A customer's photo as the admin JSON lists it; `url` and `thumbnailUrl` are behind the admin guard. */
export interface AdminPhoto {
  id: string;
  width: number;
  height: number;
  bytes: number;
  createdAt: string;
  url: string;
  thumbnailUrl: string;
}
