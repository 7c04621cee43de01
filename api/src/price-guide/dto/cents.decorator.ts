import { applyDecorators } from '@nestjs/common';
import { IsInt, Max, Min } from 'class-validator';

/** 20 million euros: above any house, and every sum of a plan's parts stays a safe integer. */
export const MAX_PRICE_CENTS = 2_000_000_000;

/** An amount in whole cents incl. VAT, never negative. */
export const IsCents = () => applyDecorators(IsInt(), Min(0), Max(MAX_PRICE_CENTS));
