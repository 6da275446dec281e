//! Costs: whether a cost can be paid (`can_pay`) and paying it (`pay`), including the costs that
//! move their own card off the field through the leave-the-field choke point (8-3-1-7).

use super::*;

impl Game {
    /// 8-3-1-3: can every part of the cost be paid?
    pub(crate) fn can_pay(&self, cost: &[Cost], ctx: &Ctx) -> bool {
        let z = &self.st.zones[ctx.controller];
        let mut rest = 0u32;
        let mut ret = 0u32;
        let mut hand = 0usize;
        let src = self.st.slot_of(ctx.source);
        for c in cost {
            match c {
                Cost::RestDon(n) => rest = rest.saturating_add(u32::from(*n)),
                Cost::ReturnDon(n) | Cost::ReturnDonOrMore(n) => ret = ret.saturating_add(u32::from(*n)),
                Cost::RestThis => match src {
                    Some(s) if self.st.obj(s).zone.is_field() && !self.st.obj(s).rested && !self.prohibited(s, Prohibition::BeRested) => {}
                    _ => return false,
                },
                Cost::TrashThis => match src {
                    Some(s) if self.st.obj(s).zone.is_field() => {}
                    _ => return false,
                },
                Cost::TrashFromHand { count, filter } => {
                    hand = hand.saturating_add(usize::from(*count));
                    // an Event being played is not in the hand when its cost is paid (8-4-2)
                    let avail = z.hand.iter().filter(|&&s| Some(s) != src && filter_matches_def(filter, self.def_at(s))).count();
                    if avail < hand { return false; }
                }
                Cost::HandToDeck { count, .. } => {
                    hand = hand.saturating_add(usize::from(*count));
                    if z.hand.iter().filter(|&&s| Some(s) != src).count() < hand { return false; }
                }
                Cost::RestCharacters { count, filter } => {
                    let avail = z.chars.iter().filter(|&&s| !self.st.obj(s).rested && self.filter_live(filter, s, true)).count();
                    if avail < usize::from(*count) { return false; }
                }
                Cost::LifeToHand(n) => if z.life.len() < usize::from(*n) { return false; },
                Cost::RestDonSymbol(n) => rest = rest.saturating_add(u32::from(*n)),
                Cost::LifeTopOrBottomToHand(n) | Cost::TrashLife(n) => if z.life.len() < usize::from(*n) { return false; },
                Cost::MillTop(n) => if z.deck.len() < usize::from(*n) { return false; },
                Cost::TrashToDeckBottom { count, filter } => {
                    let avail = z.trash.iter().filter(|&&s| filter_matches_def(filter, self.def_at(s))).count();
                    if avail < usize::from(*count) { return false; }
                }
                Cost::ReturnThisToHand => match src {
                    Some(s) if self.st.obj(s).zone == Zone::Character => {}
                    _ => return false,
                },
                // a Character or a Stage ("place this card …")
                Cost::ThisToDeckBottom => match src {
                    Some(s) if matches!(self.st.obj(s).zone, Zone::Character | Zone::Stage) => {}
                    _ => return false,
                },
                Cost::RevealFromHand { count, filter } => {
                    let avail = z.hand.iter().filter(|&&s| Some(s) != src && filter_matches_def(filter, self.def_at(s))).count();
                    if avail < usize::from(*count) { return false; }
                }
                Cost::TurnLifeFaceUp(n) => {
                    let n = usize::from(*n);
                    if z.life.len() < n || z.life.iter().rev().take(n).any(|&s| self.st.obj(s).face_up) { return false; }
                }
                Cost::TurnLifeFaceDown(n) => {
                    let n = usize::from(*n);
                    if z.life.len() < n || z.life.iter().rev().take(n).any(|&s| !self.st.obj(s).face_up) { return false; }
                }
                Cost::FaceUpLifeFaceDown(n) => {
                    if z.life.iter().filter(|&&s| self.st.obj(s).face_up).count() < usize::from(*n) { return false; }
                }
                Cost::TrashLifeTopOrBottom(n) => if z.life.len() < usize::from(*n) { return false; },
                Cost::RestLeaderOrStage { count, filter } => {
                    if self.leader_or_stage(ctx.controller, filter).len() < usize::from(*count) { return false; }
                }
                Cost::RestNamed { count, name, or_leader } => {
                    // "rest this card and 1 of your [Name] cards": another card than this one
                    let this_too = cost.contains(&Cost::RestThis);
                    let avail = self.named_to_rest(ctx.controller, name, *or_leader).into_iter().filter(|&s| !(this_too && Some(s) == src)).count();
                    if avail < usize::from(*count) { return false; }
                }
                Cost::GiveActiveDonToNamed { count, name } => {
                    if self.named_don_receivers(ctx.controller, name).is_empty() { return false; }
                    rest = rest.saturating_add(u32::from(*count));
                }
                Cost::StageToDeckBottom { count, cost } => {
                    if self.stages_costing(*cost).len() < usize::from(*count) { return false; }
                }
                Cost::FieldTo { count, side, filter, to } => {
                    if field_act(to).is_none() || self.field_cost_cards(ctx.controller, *side, filter, src).len() < usize::from(*count) { return false; }
                }
                Cost::ReturnActiveDon(n) => rest = rest.saturating_add(u32::from(*n)),
                Cost::ReturnCharactersToHand { count, filter } => {
                    let avail = z.chars.iter().filter(|&&s| self.filter_live(filter, s, true)).count();
                    if avail < usize::from(*count) { return false; }
                }
                Cost::ActiveLeaderPower(_) => if self.st.obj(z.leader).rested { return false; },
                Cost::GivenDonToCostArea(n) => {
                    let held: u32 = self.st.field_slots(ctx.controller).map(|s| u32::from(self.st.obj(s).don)).sum();
                    if held < u32::from(*n) { return false; }
                }
            }
        }
        rest <= u32::from(z.don_active) && ret.saturating_add(rest) <= self.st.don_on_field(ctx.controller)
    }

    pub(super) fn pay(&mut self, c: Cost, ctx: Ctx) {
        let seat = ctx.controller;
        let src = self.st.slot_of(ctx.source);
        let fail = |g: &mut Game| g.st.cost_ok = false;
        match c {
            Cost::RestDon(n) => {
                if self.rest_don(seat, n) < n { fail(self) }
            }
            Cost::ReturnDon(n) => self.begin_return_don(seat, n, true, Some(ctx.source)),
            Cost::ReturnDonOrMore(n) => {
                self.st.work.push(Work::ReturnDonMore { ctx });
                self.begin_return_don(seat, n, true, Some(ctx.source));
            }
            Cost::RestThis => match src {
                Some(s) if self.st.obj(s).zone.is_field() && self.rest_slot(s) => self.rested_by_effect(seat, s),
                _ => fail(self),
            },
            Cost::TrashThis => match src { Some(s) if self.st.obj(s).zone.is_field() => self.this_off_field(s, Zone::Trash, false, seat), _ => fail(self) },
            Cost::TrashFromHand { count, filter } => {
                let c: Vec<u16> = self.st.zones[seat].hand.iter().copied().filter(|&s| filter_matches_def(&filter, self.def_at(s))).collect();
                self.pick_for_cost(seat, &c, count, Prompt::TrashFromHand, ctx, Cont::TrashHand { ctx });
            }
            Cost::HandToDeck { count, bottom } => {
                let c: Vec<u16> = self.st.zones[seat].hand.clone();
                self.pick_for_cost(seat, &c, count, Prompt::NextToPlace, ctx, Cont::Move { to: Dest::Deck { bottom } });
            }
            Cost::RestCharacters { count, filter } => {
                let c: Vec<u16> = self.st.zones[seat].chars.iter().copied().filter(|&s| !self.st.obj(s).rested && self.filter_live(&filter, s, true)).collect();
                self.pick_for_cost(seat, &c, count, Prompt::RestForCost, ctx, Cont::RestChars { ctx });
            }
            Cost::LifeToHand(n) => {
                for _ in 0..n {
                    match self.st.zones[seat].life.last().copied() { Some(s) => { self.move_obj(s, Zone::Hand, false); } None => fail(self) }
                }
            }
            Cost::RestDonSymbol(n) => self.pay(Cost::RestDon(n), ctx),
            Cost::LifeTopOrBottomToHand(n) => self.life_top_or_bottom(n, ctx, Zone::Hand),
            Cost::TrashLifeTopOrBottom(n) => self.life_top_or_bottom(n, ctx, Zone::Trash),
            Cost::ActiveLeaderPower(v) => {
                let leader = self.st.zones[seat].leader;
                if self.st.obj(leader).rested { fail(self); } else {
                    let id = self.st.obj(leader).id;
                    self.add_mod(id, Modifier::Power(Amount::Fixed(v)), Duration::ThisTurn, seat);
                }
            }
            Cost::TurnLifeFaceUp(n) => {
                let life = self.st.zones[seat].life.clone();
                if life.len() < usize::from(n) { fail(self) }
                for &s in life.iter().rev().take(usize::from(n)) {
                    if self.st.obj(s).face_up { fail(self); continue; }
                    self.st.objs[s as usize].face_up = true;
                    let cr = self.cref(s);
                    self.log(Event::LifeTurnedFaceUp { seat, card: cr });
                }
            }
            Cost::TurnLifeFaceDown(n) => {
                let life = self.st.zones[seat].life.clone();
                if life.len() < usize::from(n) { fail(self) }
                for &s in life.iter().rev().take(usize::from(n)) {
                    if !self.st.obj(s).face_up { fail(self); continue; }
                    self.turn_life_face_down(s);
                }
            }
            Cost::FaceUpLifeFaceDown(n) => {
                let c: Vec<u16> = self.st.zones[seat].life.iter().rev().copied().filter(|&s| self.st.obj(s).face_up).collect();
                self.pick_for_cost(seat, &c, n, Prompt::Targets, ctx, Cont::FaceDown);
            }
            Cost::FieldTo { count, side, filter, to } => {
                let c = self.field_cost_cards(seat, side, &filter, src);
                let Some(act) = field_act(&to) else { fail(self); return };
                self.pick_for_cost(seat, &c, count, Prompt::Targets, ctx, Cont::Act(Box::new(act), ctx));
            }
            Cost::ReturnActiveDon(n) => {
                let done = self.return_don_from(seat, crate::decision::DonSource::CostActive(n), n);
                self.finish_return_don(seat, done > 0, done == n, true);
            }
            Cost::StageToDeckBottom { count, cost } => {
                let c = self.stages_costing(cost);
                self.pick_for_cost(seat, &c, count, Prompt::Targets, ctx, Cont::Act(Box::new(Act::ToDeckBottom), ctx));
            }
            Cost::GiveActiveDonToNamed { count, name } => {
                let c = self.named_don_receivers(seat, &name);
                if c.is_empty() || self.st.zones[seat].don_active < count { fail(self); return; }
                if c.len() == 1 {
                    self.give_don(c[0], count, false);
                } else {
                    self.ask_cards(seat, Prompt::DonReceiver, &c, 1, 1, Some(&ctx), Cont::GiveDon { count, rested_only: false, ctx });
                }
            }
            Cost::RestNamed { count, name, or_leader } => {
                let c = self.named_to_rest(seat, &name, or_leader);
                self.pick_for_cost(seat, &c, count, Prompt::RestForCost, ctx, Cont::RestChars { ctx });
            }
            Cost::RestLeaderOrStage { count, filter } => {
                let c = self.leader_or_stage(seat, &filter);
                self.pick_for_cost(seat, &c, count, Prompt::RestForCost, ctx, Cont::RestChars { ctx });
            }
            Cost::ReturnCharactersToHand { count, filter } => {
                let c: Vec<u16> = self.st.zones[seat].chars.iter().copied().filter(|&s| self.filter_live(&filter, s, true)).collect();
                self.pick_for_cost(seat, &c, count, Prompt::Targets, ctx, Cont::Act(Box::new(Act::ReturnToHand), ctx));
            }
            Cost::TrashLife(n) => {
                for _ in 0..n {
                    match self.st.zones[seat].life.last().copied() { Some(s) => { self.move_obj(s, Zone::Trash, false); } None => fail(self) }
                }
            }
            Cost::MillTop(n) => {
                for _ in 0..n {
                    match self.st.zones[seat].deck.last().copied() { Some(s) => { self.move_obj(s, Zone::Trash, false); } None => fail(self) }
                }
            }
            Cost::TrashToDeckBottom { count, filter } => {
                let c: Vec<u16> = self.st.zones[seat].trash.iter().copied().filter(|&s| filter_matches_def(&filter, self.def_at(s))).collect();
                self.pick_for_cost(seat, &c, count, Prompt::ToDeckBottom, ctx, Cont::HandToDeck { bottom: true });
            }
            Cost::ReturnThisToHand => match src {
                Some(s) if self.st.obj(s).zone == Zone::Character => self.this_off_field(s, Zone::Hand, false, seat),
                _ => fail(self),
            },
            Cost::ThisToDeckBottom => match src {
                Some(s) if matches!(self.st.obj(s).zone, Zone::Character | Zone::Stage) => self.this_off_field(s, Zone::Deck, true, seat),
                _ => fail(self),
            },
            Cost::RevealFromHand { count, filter } => {
                let c: Vec<u16> = self.st.zones[seat].hand.iter().copied().filter(|&s| filter_matches_def(&filter, self.def_at(s))).collect();
                self.pick_for_cost(seat, &c, count, Prompt::ToReveal, ctx, Cont::RevealHand { seat });
            }
            Cost::GivenDonToCostArea(n) => self.next_given_don(seat, n, 0, None, true, ctx),
        }
    }

    /// The cards a [`Cost::FieldTo`] may take: `seat`'s (or, `Side::Either`, both
    /// players') Characters matching `filter` — its Stages if the filter names the kind Stage —
    /// "other than this Character" (`not_this`) leaving out the source.
    fn field_cost_cards(&self, seat: Seat, side: Side, filter: &Filter, src: Option<u16>) -> Vec<u16> {
        let seats: &[Seat] = if side == Side::Either { &Seat::BOTH } else { std::slice::from_ref(&seat) };
        let stage = filter.kind == Some(CardKind::Stage);
        let mut v = Vec::new();
        for &s in seats {
            let z = &self.st.zones[if side == Side::Opponent { s.other() } else { s }];
            if stage {
                v.extend(z.stage);
            } else {
                v.extend(z.chars.iter().copied());
            }
        }
        v.retain(|&s| !(filter.not_this && Some(s) == src) && self.filter_live(&Filter { not_this: false, ..filter.clone() }, s, true));
        v
    }

    /// Asks `seat` to pick `count` of the candidates `c` as part of a cost. With fewer there
    /// (an earlier part of the same payment took them, 8-3-1-3-1) the ones there are are paid
    /// and the payment fails: the effect after ':' does not resolve.
    fn pick_for_cost(&mut self, seat: Seat, c: &[u16], count: u8, prompt: Prompt, ctx: Ctx, cont: Cont) {
        let k = usize::from(count).min(c.len());
        if k < usize::from(count) {
            self.st.cost_ok = false;
        }
        if k > 0 {
            self.ask_cards(seat, prompt, c, k, k, Some(&ctx), cont);
        }
    }

    /// A cost that moves its own card off the field: through the leave-the-field choke point
    /// (a replacement effect may take its place, and then the cost is not paid, 8-3-1-7) for a
    /// Character or Stage; a Leader (no printed cost moves one) directly.
    pub(super) fn this_off_field(&mut self, slot: u16, to: Zone, bottom: bool, seat: Seat) {
        if matches!(self.st.obj(slot).zone, Zone::Character | Zone::Stage) {
            let id = self.st.obj(slot).id;
            self.leave_field(id, to, bottom, seat, Vec::new());
        } else {
            self.move_obj(slot, to, bottom);
        }
    }
}

/// What moves the cards of a [`Cost::FieldTo`] (`None`: a destination no cost names).
fn field_act(to: &Dest) -> Option<Act> {
    match to {
        Dest::Deck { bottom: true } => Some(Act::ToDeckBottom),
        Dest::Trash => Some(Act::Trash),
        Dest::Hand => Some(Act::ReturnToHand),
        Dest::Life { face_up } => Some(Act::ToLifeTopOrBottom { face_up: *face_up, top_only: true }),
        Dest::Deck { bottom: false } | Dest::DeckTopOrBottom => None,
    }
}
