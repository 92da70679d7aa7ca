-- CreateTable
CREATE TABLE "post" (
    "id" TEXT NOT NULL,
    "category" TEXT,
    "content" TEXT,
    "slug" TEXT NOT NULL,
    "replyCount" INTEGER,
    "parentType" TEXT NOT NULL DEFAULT 'channel',
    "parentId" TEXT,
    "photo" TEXT,
    "task" TEXT,
    "attachment" TEXT,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "meta" JSONB NOT NULL DEFAULT '{}',
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "channel" TEXT,
    "visibleBy" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "reportedBy" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdBy" TEXT,
    "updated" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted" TIMESTAMPTZ(3),
    "attributes" JSONB NOT NULL DEFAULT '[]',
    "managedBy" TEXT[] DEFAULT ARRAY[]::TEXT[],

    CONSTRAINT "post_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lesson" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "category" TEXT,
    "paid" BOOLEAN,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "description" TEXT,
    "summary" TEXT,
    "photo" TEXT,
    "previewVideo" TEXT,
    "fullVideo" TEXT,
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "channel" TEXT,
    "visibleBy" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "reportedBy" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdBy" TEXT,
    "updated" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted" TIMESTAMPTZ(3),
    "attributes" JSONB NOT NULL DEFAULT '[]',
    "managedBy" TEXT[] DEFAULT ARRAY[]::TEXT[],

    CONSTRAINT "lesson_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "article" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "category" TEXT,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "html" TEXT,
    "editorState" TEXT,
    "summary" TEXT,
    "photo" TEXT,
    "photoUrl" TEXT,
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "channel" TEXT,
    "visibleBy" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "reportedBy" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdBy" TEXT,
    "updated" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted" TIMESTAMPTZ(3),
    "attributes" JSONB NOT NULL DEFAULT '[]',
    "managedBy" TEXT[] DEFAULT ARRAY[]::TEXT[],

    CONSTRAINT "article_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "config" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "value" JSONB NOT NULL DEFAULT '{}',
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "channel" TEXT,
    "visibleBy" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "reportedBy" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdBy" TEXT,
    "updated" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted" TIMESTAMPTZ(3),
    "attributes" JSONB NOT NULL DEFAULT '[]',
    "managedBy" TEXT[] DEFAULT ARRAY[]::TEXT[],

    CONSTRAINT "config_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "booking" (
    "id" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "checkin" TIMESTAMPTZ(3),
    "checkout" TIMESTAMPTZ(3),
    "start" TIMESTAMPTZ(3),
    "end" TIMESTAMPTZ(3),
    "listing" TEXT,
    "description" TEXT,
    "message" TEXT,
    "eventId" TEXT,
    "ticketOption" TEXT,
    "foodOption" TEXT NOT NULL DEFAULT 'no_food',
    "adults" INTEGER,
    "children" INTEGER,
    "infants" INTEGER,
    "pets" BOOLEAN,
    "doesNeedPickup" BOOLEAN NOT NULL DEFAULT false,
    "doesNeedSeparateBeds" BOOLEAN NOT NULL DEFAULT false,
    "isTeamBooking" BOOLEAN NOT NULL DEFAULT false,
    "total" JSONB,
    "transactionId" TEXT,
    "charge" JSONB,
    "paymentIntent" TEXT,
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "channel" TEXT,
    "visibleBy" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "reportedBy" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdBy" TEXT,
    "updated" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted" TIMESTAMPTZ(3),
    "attributes" JSONB NOT NULL DEFAULT '[]',
    "managedBy" TEXT[] DEFAULT ARRAY[]::TEXT[],

    CONSTRAINT "booking_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT,
    "category" TEXT,
    "photo" TEXT,
    "host" TEXT,
    "location" TEXT,
    "address" TEXT,
    "virtual" BOOLEAN,
    "paid" BOOLEAN,
    "featured" BOOLEAN,
    "blocksBookingCalendar" BOOLEAN NOT NULL DEFAULT false,
    "capacity" INTEGER NOT NULL DEFAULT 0,
    "start" TIMESTAMPTZ(3),
    "end" TIMESTAMPTZ(3),
    "attendees" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "speakers" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "ticketOptions" JSONB NOT NULL DEFAULT '[]',
    "price" JSONB,
    "recording" TEXT,
    "stripeKey" TEXT,
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "channel" TEXT,
    "visibleBy" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "reportedBy" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdBy" TEXT,
    "updated" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted" TIMESTAMPTZ(3),
    "attributes" JSONB NOT NULL DEFAULT '[]',
    "managedBy" TEXT[] DEFAULT ARRAY[]::TEXT[],

    CONSTRAINT "event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user" (
    "id" TEXT NOT NULL,
    "screenname" TEXT,
    "slug" TEXT,
    "email" TEXT,
    "photo" TEXT,
    "roles" TEXT[] DEFAULT ARRAY['member']::TEXT[],
    "walletAddress" TEXT,
    "preferences" JSONB NOT NULL DEFAULT '{}',
    "settings" JSONB NOT NULL DEFAULT '{}',
    "links" JSONB NOT NULL DEFAULT '[]',
    "email_verified" BOOLEAN NOT NULL DEFAULT false,
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "channel" TEXT,
    "visibleBy" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "reportedBy" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdBy" TEXT,
    "updated" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted" TIMESTAMPTZ(3),
    "attributes" JSONB NOT NULL DEFAULT '[]',
    "managedBy" TEXT[] DEFAULT ARRAY[]::TEXT[],

    CONSTRAINT "user_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "listing" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "category" TEXT,
    "photo" TEXT,
    "photos" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "description" TEXT,
    "priceDuration" TEXT,
    "fiatPrice" JSONB,
    "tokenPrice" JSONB,
    "quantity" INTEGER,
    "availableFor" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "channel" TEXT,
    "visibleBy" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "reportedBy" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdBy" TEXT,
    "updated" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted" TIMESTAMPTZ(3),
    "attributes" JSONB NOT NULL DEFAULT '[]',
    "managedBy" TEXT[] DEFAULT ARRAY[]::TEXT[],

    CONSTRAINT "listing_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "category" TEXT,
    "photos" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "description" TEXT,
    "price" JSONB,
    "digital_product_url" TEXT,
    "quantity" INTEGER,
    "discounts" JSONB NOT NULL DEFAULT '[]',
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "channel" TEXT,
    "visibleBy" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "reportedBy" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdBy" TEXT,
    "updated" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted" TIMESTAMPTZ(3),
    "attributes" JSONB NOT NULL DEFAULT '[]',
    "managedBy" TEXT[] DEFAULT ARRAY[]::TEXT[],

    CONSTRAINT "product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ticket" (
    "id" TEXT NOT NULL,
    "name" TEXT,
    "quantity" INTEGER,
    "email" TEXT,
    "status" TEXT,
    "event" TEXT,
    "booking" TEXT,
    "price" JSONB,
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "channel" TEXT,
    "visibleBy" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "reportedBy" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdBy" TEXT,
    "updated" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted" TIMESTAMPTZ(3),
    "attributes" JSONB NOT NULL DEFAULT '[]',
    "managedBy" TEXT[] DEFAULT ARRAY[]::TEXT[],

    CONSTRAINT "ticket_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_credential" (
    "userId" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "disabledAt" TIMESTAMPTZ(3),
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_credential_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "api_key" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMPTZ(3),
    "expiresAt" TIMESTAMPTZ(3),
    "revokedAt" TIMESTAMPTZ(3),

    CONSTRAINT "api_key_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "password_reset_token" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_reset_token_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "post_slug_key" ON "post"("slug");

-- CreateIndex
CREATE INDEX "post_created_id_idx" ON "post"("created" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "post_createdBy_idx" ON "post"("createdBy");

-- CreateIndex
CREATE UNIQUE INDEX "lesson_slug_key" ON "lesson"("slug");

-- CreateIndex
CREATE INDEX "lesson_tags_idx" ON "lesson" USING GIN ("tags");

-- CreateIndex
CREATE INDEX "lesson_created_id_idx" ON "lesson"("created" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "lesson_createdBy_idx" ON "lesson"("createdBy");

-- CreateIndex
CREATE UNIQUE INDEX "article_slug_key" ON "article"("slug");

-- CreateIndex
CREATE INDEX "article_tags_idx" ON "article" USING GIN ("tags");

-- CreateIndex
CREATE INDEX "article_created_id_idx" ON "article"("created" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "article_createdBy_idx" ON "article"("createdBy");

-- CreateIndex
CREATE UNIQUE INDEX "config_slug_key" ON "config"("slug");

-- CreateIndex
CREATE INDEX "config_created_id_idx" ON "config"("created" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "config_createdBy_idx" ON "config"("createdBy");

-- CreateIndex
CREATE UNIQUE INDEX "booking_transactionId_key" ON "booking"("transactionId");

-- CreateIndex
CREATE INDEX "booking_status_idx" ON "booking"("status");

-- CreateIndex
CREATE INDEX "booking_created_id_idx" ON "booking"("created" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "booking_createdBy_idx" ON "booking"("createdBy");

-- CreateIndex
CREATE UNIQUE INDEX "event_slug_key" ON "event"("slug");

-- CreateIndex
CREATE INDEX "event_created_id_idx" ON "event"("created" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "event_createdBy_idx" ON "event"("createdBy");

-- CreateIndex
CREATE UNIQUE INDEX "user_slug_key" ON "user"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "user_email_key" ON "user"("email");

-- CreateIndex
CREATE INDEX "user_created_id_idx" ON "user"("created" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "user_createdBy_idx" ON "user"("createdBy");

-- CreateIndex
CREATE UNIQUE INDEX "listing_slug_key" ON "listing"("slug");

-- CreateIndex
CREATE INDEX "listing_created_id_idx" ON "listing"("created" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "listing_createdBy_idx" ON "listing"("createdBy");

-- CreateIndex
CREATE UNIQUE INDEX "product_slug_key" ON "product"("slug");

-- CreateIndex
CREATE INDEX "product_created_id_idx" ON "product"("created" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "product_createdBy_idx" ON "product"("createdBy");

-- CreateIndex
CREATE INDEX "ticket_created_id_idx" ON "ticket"("created" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "ticket_createdBy_idx" ON "ticket"("createdBy");

-- CreateIndex
CREATE UNIQUE INDEX "api_key_prefix_key" ON "api_key"("prefix");

-- CreateIndex
CREATE INDEX "api_key_userId_idx" ON "api_key"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "password_reset_token_tokenHash_key" ON "password_reset_token"("tokenHash");

-- CreateIndex
CREATE INDEX "password_reset_token_userId_idx" ON "password_reset_token"("userId");

-- AddForeignKey
ALTER TABLE "user_credential" ADD CONSTRAINT "user_credential_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_reset_token" ADD CONSTRAINT "password_reset_token_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
