'use client';

export { default } from '../../../(public)/[slug]/error';
